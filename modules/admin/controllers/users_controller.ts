import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import {
  SUSPENDED_ROLES,
  SUSPENSION_CONTEXTS,
  User,
  UserRole,
  renderBlocked,
  type Role,
} from '#modules/identity/index'
import { adminFrame } from '../queries/frame.js'
import { searchUsers, userDetail } from '../queries/users.js'
import { ROLE_CHOICES, SUSPENSION_NOTE_MAX, SUSPENSION_REASON_MAX, assignRoleValidator, suspendValidator } from '../validators/users.js'
import { adminMessages } from '../validators/messages.js'
import { assignRoleAsStaff, removeRoleAsStaff, suspendAsStaff, unsuspendAsStaff } from '../actions/user_admin.js'
import { idParam, listQuery, notFound, staffOf } from './helpers.js'

/*
 * Users page (spec 000 §6.3: safety). Decisions:
 * - admin roles are given and taken only by admin:super; other roles by the page's role (safety);
 * - nobody changes their own admin roles or suspends themselves;
 * - suspending an account that holds an admin role needs admin:super;
 * - the suspension roles come and go only with a suspension (see validators/users.ts).
 */
const isAdminRole = (role: string) => role.startsWith('admin:')

async function targetUser(ctx: HttpContext) {
  const user = await User.find(idParam(ctx))
  if (!user) notFound(ctx)
  return user
}

export default class UsersController {
  async index(ctx: HttpContext) {
    const { q, page } = listQuery(ctx)
    const result = await searchUsers(q, page)
    return ctx.inertia.render('admin/users', { ...result, q, admin: await adminFrame(ctx, 'users') })
  }

  async show(ctx: HttpContext) {
    const detail = await userDetail(idParam(ctx))
    if (!detail) notFound(ctx)
    const staff = await staffOf(ctx)
    const canManageAdminRoles = staff.roles.has('admin:super')
    const isSelf = staff.id === detail.user.id
    return ctx.inertia.render('admin/user', {
      ...detail,
      roleChoices: ROLE_CHOICES.filter((role) => (isAdminRole(role) ? canManageAdminRoles && !isSelf : true)).filter(
        (role) => !detail.user.roles.includes(role)
      ),
      canManageAdminRoles,
      isSelf,
      suspensionContexts: SUSPENSION_CONTEXTS,
      limits: { reason: SUSPENSION_REASON_MAX, note: SUSPENSION_NOTE_MAX },
      admin: await adminFrame(ctx, 'users'),
    })
  }

  async assignRole(ctx: HttpContext) {
    const user = await targetUser(ctx)
    const { role } = await ctx.request.validateUsing(assignRoleValidator, { messagesProvider: adminMessages })
    const staff = await staffOf(ctx)
    if (isAdminRole(role)) {
      if (!staff.roles.has('admin:super')) return renderBlocked(ctx, 'not_enough_permission')
      if (staff.id === user.id) return refuseForm(ctx, { role: 'You cannot change your own admin roles.' })
    }
    const changed = await assignRoleAsStaff(staff, user.id, role)
    ctx.session.flash('success', changed ? `Role ${role} given to ${user.username}.` : `${user.username} already has ${role}.`)
    return ctx.response.redirect(`/admin/users/${user.id}`)
  }

  async removeRole(ctx: HttpContext) {
    const user = await targetUser(ctx)
    const row = await UserRole.query().where('id', idParam(ctx, 'roleId')).where('user_id', user.id).first()
    if (!row) notFound(ctx)
    const staff = await staffOf(ctx)
    if (SUSPENDED_ROLES.includes(row.role as Role)) {
      return refuseForm(ctx, { role: 'This role comes with a suspension: unsuspend the account instead.' })
    }
    if (isAdminRole(row.role)) {
      if (!staff.roles.has('admin:super')) return renderBlocked(ctx, 'not_enough_permission')
      if (staff.id === user.id) return refuseForm(ctx, { role: 'You cannot change your own admin roles.' })
    }
    // An unrecognised stored role (spec 000 §6.1 logs it) can be cleaned up like any other.
    const changed = await removeRoleAsStaff(staff, user.id, row.role as Role)
    ctx.session.flash('success', changed ? `Role ${row.role} removed from ${user.username}.` : `${user.username} no longer had ${row.role}.`)
    return ctx.response.redirect(`/admin/users/${user.id}`)
  }

  async suspend(ctx: HttpContext) {
    const user = await targetUser(ctx)
    const payload = await ctx.request.validateUsing(suspendValidator, { messagesProvider: adminMessages })
    const staff = await staffOf(ctx)
    if (staff.id === user.id) return refuseForm(ctx, { form: 'You cannot suspend your own account.' })
    const stored = await user.storedRoles()
    if (stored.some((role) => SUSPENDED_ROLES.includes(role as Role))) {
      return refuseForm(ctx, { form: 'This account is already suspended.' })
    }
    if (stored.some(isAdminRole) && !staff.roles.has('admin:super')) return renderBlocked(ctx, 'not_enough_permission')
    await suspendAsStaff(staff, user.id, { context: payload.context, reason: payload.reason, note: payload.note || null })
    ctx.session.flash('success', `${user.username} is suspended.`)
    return ctx.response.redirect(`/admin/users/${user.id}`)
  }

  async unsuspend(ctx: HttpContext) {
    const user = await targetUser(ctx)
    const staff = await staffOf(ctx)
    const stored = await user.storedRoles()
    if (!stored.some((role) => SUSPENDED_ROLES.includes(role as Role))) {
      return refuseForm(ctx, { form: 'This account is not suspended.' })
    }
    await unsuspendAsStaff(staff, user.id)
    ctx.session.flash('success', `${user.username} is no longer suspended.`)
    return ctx.response.redirect(`/admin/users/${user.id}`)
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { SUSPENSION_CONTEXTS, User, UserRole, type Role } from '#modules/identity/index'
import { adminFrame } from '../queries/frame.js'
import { searchUsers, userDetail } from '../queries/users.js'
import { ROLE_CHOICES, SUSPENSION_NOTE_MAX, SUSPENSION_REASON_MAX, assignRoleValidator, suspendValidator } from '../validators/users.js'
import { adminMessages } from '../validators/messages.js'
import AdminUserPolicy from '../policies/admin_user_policy.js'
import { assignRoleAsStaff } from '../actions/assign_role_as_staff.js'
import { removeRoleAsStaff } from '../actions/remove_role_as_staff.js'
import { suspendAsStaff } from '../actions/suspend_as_staff.js'
import { unsuspendAsStaff } from '../actions/unsuspend_as_staff.js'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import UserTransformer from '../transformers/user_transformer.js'
import RoleAssignmentTransformer from '../transformers/role_assignment_transformer.js'
import SuspensionTransformer from '../transformers/suspension_transformer.js'
import AuditEventTransformer from '../transformers/audit_event_transformer.js'
import { idParam, listQuery, refuse, staffOf } from './helpers.js'
import { notFound } from '#app/support/http'

/* Users page (spec 000 §6.3: safety). Who may do what to an account: AdminUserPolicy. */
async function targetUser(ctx: HttpContext) {
  const user = await User.find(idParam(ctx))
  if (!user) notFound(ctx)
  return user
}

export default class UsersController {
  async index(ctx: HttpContext) {
    const { q, page } = listQuery(ctx)
    const { users, meta } = await searchUsers(q, page)
    return ctx.inertia.render('admin/users', {
      users: UserTransformer.transform(users),
      meta,
      q,
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'users')),
    })
  }

  async show(ctx: HttpContext) {
    const detail = await userDetail(idParam(ctx))
    if (!detail) notFound(ctx)
    const { user, account, roleRows, audit, usernames } = detail
    const policy = ctx.bouncer.with(AdminUserPolicy)
    const held = await user.storedRoles()
    const roleChoices: string[] = []
    for (const role of ROLE_CHOICES) if (!held.includes(role) && (await policy.allows('assignRole', user, role))) roleChoices.push(role)
    const removableIds = new Set<number>()
    for (const row of roleRows) if (!row.isDeleted && (await policy.allows('removeRole', user, row.role))) removableIds.add(row.id)
    return ctx.inertia.render('admin/user', {
      // Not `user`: that is the shared prop naming the signed-in staff member (the frame's header).
      account: UserTransformer.transform(account).useVariant('forPage'),
      roleRows: RoleAssignmentTransformer.transform(roleRows, usernames, removableIds),
      suspensions: SuspensionTransformer.transform([...user.suspensionActions].reverse(), usernames),
      audit: AuditEventTransformer.transform(audit, usernames),
      roleChoices,
      canManageAdminRoles: await policy.allows('manageAdminRoles'),
      isSelf: staffOf(ctx).id === user.id,
      suspensionContexts: SUSPENSION_CONTEXTS,
      limits: { reason: SUSPENSION_REASON_MAX, note: SUSPENSION_NOTE_MAX },
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'users')),
    })
  }

  async assignRole(ctx: HttpContext) {
    const user = await targetUser(ctx)
    const { role } = await ctx.request.validateUsing(assignRoleValidator, { messagesProvider: adminMessages })
    const decision = await ctx.bouncer.with(AdminUserPolicy).execute('assignRole', user, role)
    if (!decision.authorized) return refuse(ctx, decision, 'role')
    const changed = await assignRoleAsStaff(staffOf(ctx), user.id, role)
    ctx.session.flash('success', changed ? `Role ${role} given to ${user.username}.` : `${user.username} already has ${role}.`)
    return ctx.response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  async removeRole(ctx: HttpContext) {
    const user = await targetUser(ctx)
    const row = await UserRole.query().where('id', idParam(ctx, 'roleId')).where('user_id', user.id).first()
    if (!row) notFound(ctx)
    const decision = await ctx.bouncer.with(AdminUserPolicy).execute('removeRole', user, row.role)
    if (!decision.authorized) return refuse(ctx, decision, 'role')
    // An unrecognised stored role (spec 000 §6.1 logs it) can be cleaned up like any other.
    const changed = await removeRoleAsStaff(staffOf(ctx), user.id, row.role as Role)
    ctx.session.flash('success', changed ? `Role ${row.role} removed from ${user.username}.` : `${user.username} no longer had ${row.role}.`)
    return ctx.response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  async suspend(ctx: HttpContext) {
    const user = await targetUser(ctx)
    const payload = await ctx.request.validateUsing(suspendValidator, { messagesProvider: adminMessages })
    const decision = await ctx.bouncer.with(AdminUserPolicy).execute('suspend', user)
    if (!decision.authorized) return refuse(ctx, decision, 'form')
    await suspendAsStaff(staffOf(ctx), user.id, { context: payload.context, reason: payload.reason, note: payload.note || null })
    ctx.session.flash('success', `${user.username} is suspended.`)
    return ctx.response.redirect().toRoute('admin.users.show', { id: user.id })
  }

  async unsuspend(ctx: HttpContext) {
    const user = await targetUser(ctx)
    const decision = await ctx.bouncer.with(AdminUserPolicy).execute('unsuspend', user)
    if (!decision.authorized) return refuse(ctx, decision, 'form')
    await unsuspendAsStaff(staffOf(ctx), user.id)
    ctx.session.flash('success', `${user.username} is no longer suspended.`)
    return ctx.response.redirect().toRoute('admin.users.show', { id: user.id })
  }
}

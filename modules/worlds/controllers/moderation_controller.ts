import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm, wantsJson } from '#app/support/http'
import { User, renderBlocked } from '#modules/identity/index'
import { joinWorld, removeMember, setMemberLevel } from '../actions/membership.js'
import { activeMembership, listMembers } from '../queries/worlds.js'
import { isAtLeastLevel, MEMBER_LEVELS, type MemberLevel } from '../models/world_member.js'
import { addMemberValidator, memberLevelValidator, removeMemberValidator } from '../validators/membership_validators.js'
import { notFound, pageFrom, visibleWorld, type WorldContext } from './world_context.js'

/*
 * /w/:worldSlug/moderator/members (spec 000 §2.2 "/w/{worldSlug}/moderator/{path}"): the world's
 * moderators and staff (admin:basic) see the members, add people (the only way into a membership
 * world for a learner), change levels and remove members.
 *
 * Decisions: a moderator manages members below moderator (levels member to coach), never another
 * moderator or themselves; only staff appoint or demote moderators. Removing someone sets left_at
 * (reason "Removed by a moderator" unless one is given) and resets their level to member.
 */
type Moderator = WorldContext & { userId: number; actorIsStaff: boolean }

const REMOVED_REASON = 'Removed by a moderator'

async function moderatorOf(ctx: HttpContext): Promise<Moderator | null> {
  const context = await visibleWorld(ctx)
  if (context.userId === null) return null
  const isModerator = context.membership !== null && isAtLeastLevel(context.membership.level, 'moderator')
  if (!context.isStaff && !isModerator) return null
  return { ...context, userId: context.userId, actorIsStaff: context.isStaff }
}

/** Levels the actor may give: all for staff, below moderator for a moderator. */
function grantableLevels(actor: Moderator): MemberLevel[] {
  return actor.actorIsStaff ? [...MEMBER_LEVELS] : MEMBER_LEVELS.filter((level) => level !== 'moderator')
}

/** Whether the actor may change or remove this member (staff: anyone; moderators: below moderator, not self). */
function canManage(actor: Moderator, target: { userId: number; level: MemberLevel }) {
  if (actor.actorIsStaff) return true
  return target.userId !== actor.userId && !isAtLeastLevel(target.level, 'moderator')
}

function targetUserId(ctx: HttpContext): number | null {
  const id = Number(ctx.params.userId)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

function membersPath(slug: string) {
  return `/w/${slug}/moderator/members`
}

export default class ModerationController {
  /** GET /w/:worldSlug/moderator/members */
  async index(ctx: HttpContext) {
    const actor = await moderatorOf(ctx)
    if (!actor) return renderBlocked(ctx, 'not_enough_permission')
    const members = await listMembers(actor.world.id, pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('worlds/members', {
      world: { slug: actor.world.slug, title: actor.world.title, visibility: actor.world.visibility },
      members: {
        data: members.data.map((member) => ({ ...member, manageable: canManage(actor, member) })),
        meta: members.meta,
      },
      grantableLevels: grantableLevels(actor),
    })
  }

  /** POST /w/:worldSlug/moderator/members — add a person by username. */
  async store(ctx: HttpContext) {
    const actor = await moderatorOf(ctx)
    if (!actor) return renderBlocked(ctx, 'not_enough_permission')
    const { username } = await ctx.request.validateUsing(addMemberValidator)
    const user = await User.query().whereRaw('lower(username) = ?', [username.toLowerCase()]).first()
    if (!user) return refuseForm(ctx, { username: 'No one has that username.' })
    if (await activeMembership(user.id, actor.world.id)) {
      return refuseForm(ctx, { username: `${user.displayName} is already a member.` })
    }
    await joinWorld(user.id, actor.world.id)
    if (wantsJson(ctx)) return ctx.response.created({ userId: user.id })
    ctx.session.flash('success', `${user.displayName} was added to ${actor.world.title}.`)
    return ctx.response.redirect(membersPath(actor.world.slug))
  }

  /** PUT /w/:worldSlug/moderator/members/:userId — change a member's level. */
  async update(ctx: HttpContext) {
    const actor = await moderatorOf(ctx)
    if (!actor) return renderBlocked(ctx, 'not_enough_permission')
    const userId = targetUserId(ctx)
    const target = userId === null ? null : await activeMembership(userId, actor.world.id)
    if (!target) notFound(ctx)
    const { level } = await ctx.request.validateUsing(memberLevelValidator)
    if (!canManage(actor, target) || !grantableLevels(actor).includes(level)) {
      return renderBlocked(ctx, 'not_enough_permission')
    }
    await setMemberLevel(target.userId, actor.world.id, level)
    if (wantsJson(ctx)) return ctx.response.ok({ userId: target.userId, level })
    ctx.session.flash('success', 'The level was changed.')
    return ctx.response.redirect().back()
  }

  /** DELETE /w/:worldSlug/moderator/members/:userId — remove a member. */
  async destroy(ctx: HttpContext) {
    const actor = await moderatorOf(ctx)
    if (!actor) return renderBlocked(ctx, 'not_enough_permission')
    const userId = targetUserId(ctx)
    const target = userId === null ? null : await activeMembership(userId, actor.world.id)
    if (!target) notFound(ctx)
    if (!canManage(actor, target)) return renderBlocked(ctx, 'not_enough_permission')
    const { left_reason: reason } = await ctx.request.validateUsing(removeMemberValidator)
    await removeMember(target.userId, actor.world.id, reason || REMOVED_REASON)
    if (wantsJson(ctx)) return ctx.response.ok({ userId: target.userId, removed: true })
    ctx.session.flash('success', 'The member was removed.')
    return ctx.response.redirect().back()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm, wantsJson } from '#app/support/http'
import { findUserByUsername } from '#modules/identity/index'
import { joinWorld } from '../actions/join_world.js'
import { removeMember } from '../actions/remove_member.js'
import { setMemberLevel } from '../actions/set_member_level.js'
import { activeMembership, listMembers } from '../queries/worlds.js'
import WorldPolicy, { grantableLevels, removableMemberIds } from '../policies/world_policy.js'
import WorldTransformer from '../transformers/world_transformer.js'
import WorldMemberTransformer from '../transformers/world_member_transformer.js'
import { addMemberValidator, memberLevelValidator, removeMemberValidator } from '../validators/membership_validators.js'
import { pageFrom, worldFromRoute } from './world_context.js'
import { notFound } from '#app/support/http'
import { moderatorTabs } from '../moderator_tabs.js'
import { answerDenial } from '#modules/identity/index'

/*
 * /w/:worldSlug/moderator/members (spec 000 §2.2 "/w/{worldSlug}/moderator/{path}"): the world's
 * moderators and staff see the members, add people (the only way into a membership world for a
 * learner), change levels and remove members. Who may do which is WorldPolicy's. Removing
 * someone sets left_at (reason "Removed by a moderator" unless one is given) and resets their
 * level to member.
 */
const REMOVED_REASON = 'Removed by a moderator'

/** The current member named by :userId, or the 404 page. */
async function targetOf(ctx: HttpContext, worldId: number) {
  const userId = Number(ctx.params.userId)
  const target = Number.isSafeInteger(userId) && userId > 0 ? await activeMembership(userId, worldId) : null
  if (!target) notFound(ctx)
  return target
}

export default class ModerationController {
  /** GET /w/:worldSlug/moderator/members */
  async index(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const policy = ctx.bouncer.with(WorldPolicy)
    const verdict = await policy.execute('moderate', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { members, meta } = await listMembers(world.id, pageFrom(ctx.request.qs().page))
    const manageable = await removableMemberIds(ctx.auth.user!, world, members)
    const levels = await grantableLevels(ctx.auth.user!, world)
    return ctx.inertia.render('worlds/members', {
      world: WorldTransformer.transform(world),
      members: WorldMemberTransformer.transform(members, manageable),
      membersMeta: meta,
      grantableLevels: levels,
      tabs: moderatorTabs(world.slug),
    })
  }

  /** POST /w/:worldSlug/moderator/members — add a person by username. */
  async store(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const verdict = await ctx.bouncer.with(WorldPolicy).execute('addMember', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { username } = await ctx.request.validateUsing(addMemberValidator)
    const user = await findUserByUsername(username)
    if (!user) return refuseForm(ctx, { username: 'No one has that username.' })
    if (await activeMembership(user.id, world.id)) {
      return refuseForm(ctx, { username: `${user.displayName} is already a member.` })
    }
    await joinWorld(user.id, world.id)
    if (wantsJson(ctx)) return ctx.response.created({ userId: user.id })
    ctx.session.flash('success', `${user.displayName} was added to ${world.title}.`)
    return ctx.response.redirect().toRoute('moderation.index', { worldSlug: world.slug })
  }

  /** PUT /w/:worldSlug/moderator/members/:userId — change a member's level. */
  async update(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const policy = ctx.bouncer.with(WorldPolicy)
    const verdict = await policy.execute('moderate', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const target = await targetOf(ctx, world.id)
    const { level } = await ctx.request.validateUsing(memberLevelValidator)
    const change = await policy.execute('setLevel', world, level, target)
    if (!change.authorized) return answerDenial(ctx, change)
    await setMemberLevel(target.userId, world.id, level)
    if (wantsJson(ctx)) return ctx.response.ok({ userId: target.userId, level })
    ctx.session.flash('success', 'The level was changed.')
    return ctx.response.redirect().back()
  }

  /** DELETE /w/:worldSlug/moderator/members/:userId — remove a member. */
  async destroy(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const policy = ctx.bouncer.with(WorldPolicy)
    const verdict = await policy.execute('moderate', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const target = await targetOf(ctx, world.id)
    const removal = await policy.execute('removeMember', world, target)
    if (!removal.authorized) return answerDenial(ctx, removal)
    const { left_reason: reason } = await ctx.request.validateUsing(removeMemberValidator)
    await removeMember(target.userId, world.id, reason || REMOVED_REASON)
    if (wantsJson(ctx)) return ctx.response.ok({ userId: target.userId, removed: true })
    ctx.session.flash('success', 'The member was removed.')
    return ctx.response.redirect().back()
  }
}

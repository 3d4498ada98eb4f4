import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'
import { joinWorld } from '../actions/join_world.js'
import { leaveWorld } from '../actions/leave_world.js'
import { activeMembership, cachedMemberCount } from '../queries/worlds.js'
import { hooks } from '#kernel/hooks'
import WorldPolicy, { worldHomeAbilities } from '../policies/world_policy.js'
import WorldTransformer from '../transformers/world_transformer.js'
import WorldViewerTransformer from '../transformers/world_viewer_transformer.js'
import { leaveValidator } from '../validators/membership_validators.js'
import { pageFrom, worldFromRoute } from './world_context.js'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'

export default class WorldsController {
  /** GET /w/:worldSlug — the world home (spec 000 §2.2). */
  async show(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const policy = ctx.bouncer.with(WorldPolicy)
    const verdict = await policy.execute('view', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const userId = ctx.auth.user?.id ?? null
    const { membership, ...abilities } = await worldHomeAbilities(ctx.auth.user ?? null, world)
    // Sections below the header come from higher layers through the world.sections outlet
    // (tutoring fills it with the world's upcoming sessions).
    const [memberCount, sections] = await Promise.all([
      cachedMemberCount(world.id),
      hooks.outlet('world.sections', { worldId: world.id, worldSlug: world.slug, viewerId: userId, page: pageFrom(ctx.request.qs().page) }),
    ])
    return ctx.inertia.render('worlds/show', {
      world: WorldTransformer.transform(world).useVariant('forPage'),
      memberCount,
      viewer: WorldViewerTransformer.transform({
        signedIn: userId !== null,
        membership,
        ...abilities,
      }),
      sections,
    })
  }

  /** POST /w/:worldSlug/join — public and unlisted worlds are open; membership worlds need staff. */
  async join(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const userId = ctx.auth.user!.id
    const current = await activeMembership(userId, world.id)
    if (!current) {
      // A membership world a learner was not added to does not exist for them (404).
      const verdict = await ctx.bouncer.with(WorldPolicy).execute('join', world)
      if (!verdict.authorized) return answerDenial(ctx, verdict)
    }
    const member = current ?? (await joinWorld(userId, world.id))
    if (wantsJson(ctx)) return ctx.response.ok({ member: true, level: member.level })
    ctx.session.flash('success', current ? `You're already a member of ${world.title}.` : `Welcome to ${world.title}!`)
    return ctx.response.redirect().toRoute('worlds.show', { worldSlug: world.slug })
  }

  /** POST /w/:worldSlug/leave — with an optional left_reason (up to 280 characters). */
  async leave(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const userId = ctx.auth.user!.id
    const policy = ctx.bouncer.with(WorldPolicy)
    const verdict = await policy.execute('leave', world)
    if (verdict.status === 404) notFound(ctx)
    const { left_reason: reason } = await ctx.request.validateUsing(leaveValidator)
    const left = verdict.authorized ? await leaveWorld(userId, world.id, reason) : false
    if (wantsJson(ctx)) return ctx.response.ok({ member: false, left })
    if (left) ctx.session.flash('success', `You left ${world.title}.`)
    else ctx.session.flash('error', `You're not a member of ${world.title}.`)
    // After leaving a membership world the page is gone for a learner: go to the dashboard.
    if (!(await policy.allows('view', world))) return ctx.response.redirect().toRoute('dashboard.learner')
    return ctx.response.redirect().toRoute('worlds.show', { worldSlug: world.slug })
  }
}

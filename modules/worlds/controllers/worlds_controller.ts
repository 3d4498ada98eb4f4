import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'
import { viewerOf } from '#modules/identity/index'
import { joinWorld, leaveWorld } from '../actions/membership.js'
import { activeMembership, canSelfJoin, countMembers, findWorldBySlug, worldVisibleTo } from '../queries/worlds.js'
import { hooks } from '#kernel/hooks'
import { leaveValidator } from '../validators/membership_validators.js'
import { isAtLeastLevel } from '../models/world_member.js'
import { notFound, pageFrom, visibleWorld } from './world_context.js'

export default class WorldsController {
  /** GET /w/:worldSlug — the world home (spec 000 §2.2). */
  async show(ctx: HttpContext) {
    const { world, userId, membership, isStaff } = await visibleWorld(ctx)
    const level = membership?.level ?? null
    // Sections below the header come from higher layers through the world.sections outlet
    // (tutoring fills it with the world's upcoming sessions).
    const [memberCount, sections] = await Promise.all([
      countMembers(world.id),
      hooks.outlet('world.sections', { worldId: world.id, worldSlug: world.slug, viewerId: userId, page: pageFrom(ctx.request.qs().page) }),
    ])
    return ctx.inertia.render('worlds/show', {
      world: {
        slug: world.slug,
        title: world.title,
        description: world.description,
        guidelines: world.guidelines,
        domain: world.domain,
        visibility: world.visibility,
        primaryColor: world.primaryColor,
      },
      memberCount,
      viewer: {
        signedIn: userId !== null,
        level,
        canJoin: userId !== null && level === null && canSelfJoin(world, { isStaff }),
        canLeave: level !== null,
        canModerate: isStaff || (level !== null && isAtLeastLevel(level, 'moderator')),
      },
      sections,
    })
  }

  /** POST /w/:worldSlug/join — public and unlisted worlds are open; membership worlds need staff. */
  async join(ctx: HttpContext) {
    const viewer = (await viewerOf(ctx))!
    const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
    if (!world) notFound(ctx)
    const isStaff = viewer.roles.has('admin:basic')
    const current = await activeMembership(viewer.user.id, world.id)
    // A membership world a learner was not added to does not exist for them.
    if (!worldVisibleTo(world, { isMember: current !== null, isStaff })) notFound(ctx)
    const member = current ?? (await joinWorld(viewer.user.id, world.id))
    if (wantsJson(ctx)) return ctx.response.ok({ member: true, level: member.level })
    ctx.session.flash('success', current ? `You're already a member of ${world.title}.` : `Welcome to ${world.title}!`)
    return ctx.response.redirect(`/w/${world.slug}`)
  }

  /** POST /w/:worldSlug/leave — with an optional left_reason (up to 280 characters). */
  async leave(ctx: HttpContext) {
    const viewer = (await viewerOf(ctx))!
    const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
    if (!world) notFound(ctx)
    const isStaff = viewer.roles.has('admin:basic')
    const current = await activeMembership(viewer.user.id, world.id)
    if (!worldVisibleTo(world, { isMember: current !== null, isStaff })) notFound(ctx)
    const { left_reason: reason } = await ctx.request.validateUsing(leaveValidator)
    const left = current ? await leaveWorld(viewer.user.id, world.id, reason) : false
    // After leaving a membership world the page is gone for a learner: go to the dashboard.
    const stillVisible = worldVisibleTo(world, { isMember: false, isStaff })
    if (wantsJson(ctx)) return ctx.response.ok({ member: false, left })
    if (left) ctx.session.flash('success', `You left ${world.title}.`)
    else ctx.session.flash('error', `You're not a member of ${world.title}.`)
    return ctx.response.redirect(stillVisible ? `/w/${world.slug}` : '/dashboard')
  }
}

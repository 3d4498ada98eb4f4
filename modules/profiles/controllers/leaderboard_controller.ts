import type { HttpContext } from '@adonisjs/core/http'
import { answerDenial } from '#modules/identity/index'
import { findWorldBySlug, listedWorlds } from '#modules/worlds/index'
import { isLeaderboardOptedOut, setLeaderboardOptOut } from '#modules/recognition/index'
import { notFound } from '#app/support/http'
import LeaderboardPolicy from '../policies/leaderboard_policy.js'
import { leaderboard } from '../queries/leaderboard.js'
import LeaderboardEntryTransformer from '../transformers/leaderboard_entry_transformer.js'
import { leaderboardPreferenceValidator, leaderboardQueryValidator } from '../validators/profile_validators.js'

/** /leaderboard/{id?} (spec 000 §2.2): this week, this month or all time; per world when id names one. */
export default class LeaderboardController {
  async show(ctx: HttpContext) {
    const { period = 'week' } = await ctx.request.validateUsing(leaderboardQueryValidator, { data: ctx.request.qs() })
    const world = ctx.params.id ? await findWorldBySlug(String(ctx.params.id)) : null
    if (ctx.params.id && !world) notFound(ctx)
    if (world) {
      const verdict = await ctx.bouncer.with(LeaderboardPolicy).execute('viewWorld', world)
      if (!verdict.authorized) return answerDenial(ctx, verdict)
    }
    const viewer = ctx.auth.user!
    const [rows, worlds, optedOut] = await Promise.all([leaderboard(period, world?.id ?? null), listedWorlds(), isLeaderboardOptedOut(viewer.id)])
    return ctx.inertia.render('profiles/leaderboard', {
      entries: LeaderboardEntryTransformer.transform(rows),
      period,
      world: world ? { slug: world.slug, title: world.title } : null,
      worlds: worlds.map((listed) => ({ slug: listed.slug, title: listed.title })),
      optedOut,
    })
  }

  /** POST /leaderboard/preferences — the viewer's own opt-out. */
  async updatePreference(ctx: HttpContext) {
    const { optOut } = await ctx.request.validateUsing(leaderboardPreferenceValidator)
    await setLeaderboardOptOut(ctx.auth.user!.id, optOut)
    ctx.session.flash('success', optOut ? 'You are hidden from the leaderboards.' : 'You appear on the leaderboards again.')
    return ctx.response.redirect().back()
  }
}

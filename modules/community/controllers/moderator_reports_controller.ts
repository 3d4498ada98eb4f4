import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { openFlagsFor } from '#modules/safety/index'
import { WorldTransformer } from '#modules/worlds/index'
import { reviewPostReports } from '../actions/review_post_reports.js'
import WorldModerationPolicy from '../policies/world_moderation_policy.js'
import { findModeratedPost, recentlyReportedPosts, withAuthorsAndChannels } from '../queries/moderation.js'
import ReportedPostTransformer from '../transformers/reported_post_transformer.js'
import { reportReviewValidator } from '../validators/moderation_validators.js'
import { answerAction, idParam, moderatorFrame, worldFromRoute } from './moderation_context.js'

/*
 * /w/:worldSlug/moderator/reports: the world's reported posts and comments with their open
 * reports (safety's content flags), for its moderators to uphold or dismiss (issue 10 §2).
 */
export default class ModeratorReportsController {
  /** GET /w/:worldSlug/moderator/reports */
  async index(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const verdict = await ctx.bouncer.with(WorldModerationPolicy).execute('moderate', world)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const candidates = await recentlyReportedPosts(world)
    const flags = await openFlagsFor('post', candidates.map((post) => post.id))
    const open = await withAuthorsAndChannels(candidates.filter((post) => flags.has(post.id)))
    const rows = open.map((row) => ({ ...row, flags: flags.get(row.post.id)! }))
    return ctx.inertia.render('community/moderator_reports', {
      world: WorldTransformer.transform(world),
      reported: ReportedPostTransformer.transform(rows, world.slug),
      ...moderatorFrame(world),
    })
  }

  /** POST /w/:worldSlug/moderator/reports/:postId — { outcome: upheld | dismissed, note? } */
  async review(ctx: HttpContext) {
    const world = await worldFromRoute(ctx)
    const post = await findModeratedPost(world, idParam(ctx, 'postId'))
    if (!post) notFound(ctx)
    const verdict = await ctx.bouncer.with(WorldModerationPolicy).execute('moderatePost', world, post)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { outcome, note } = await ctx.request.validateUsing(reportReviewValidator)
    const flags = await openFlagsFor('post', [post.id])
    const [flag] = flags.get(post.id) ?? []
    if (!flag) return refuseForm(ctx, { outcome: 'These reports were already reviewed.' })
    const changed = await reviewPostReports(post, flag.id, { outcome, note: note ?? null }, ctx.auth.user!.id)
    const message = outcome === 'upheld' ? 'Reports upheld: the post stays hidden.' : 'Reports dismissed.'
    return answerAction(ctx, changed, message, 'These reports were already reviewed.', { outcome })
  }
}

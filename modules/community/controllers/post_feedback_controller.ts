import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound, wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { COMMENTS_PAGE } from '../admin_pages.js'
import { featurePostFeedback } from '../actions/feature_post_feedback.js'
import { givePostFeedback } from '../actions/give_post_feedback.js'
import { unfeaturePostFeedback } from '../actions/unfeature_post_feedback.js'
import PostFeedbackPolicy from '../policies/post_feedback_policy.js'
import { findPostFeedback, findPostForFeedback, postsForReview } from '../queries/post_feedback.js'
import PostReviewTransformer from '../transformers/post_review_transformer.js'
import { postFeedbackValidator, reviewListValidator } from '../validators/post_feedback_validators.js'
import { answerAction, idParam } from './moderation_context.js'

/* The staff Comments page, /admin/comments (spec 000 §6.3: policy or mentor): post feedback (issue 10 §2). */
export default class PostFeedbackController {
  /** GET /admin/comments?filter=all|unreviewed|reviewed|featured&kind=all|posts|comments&page= */
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PostFeedbackPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [error, qs] = await reviewListValidator.tryValidate(ctx.request.qs())
    const filters = { filter: (!error && qs?.filter) || 'all', kind: (!error && qs?.kind) || 'all', page: (!error && qs?.page) || 1 }
    const { rows, meta } = await postsForReview(filters)
    const user = ctx.auth.getUserOrFail()
    return ctx.inertia.render('community/admin_comments', {
      posts: PostReviewTransformer.transform(rows, user.id),
      meta,
      filters,
      admin: AdminFrameTransformer.transform(adminFrameFor(await user.roles(), COMMENTS_PAGE.key)),
    })
  }

  /** POST /admin/comments/:postId/feedback — { rating, note?, internalNote? } */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PostFeedbackPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const post = await findPostForFeedback(idParam(ctx, 'postId'))
    if (!post) notFound(ctx)
    const { rating, note, internalNote } = await ctx.request.validateUsing(postFeedbackValidator)
    const { feedback, points } = await givePostFeedback(post, ctx.auth.getUserOrFail().id, { rating, note: note || null, internalNote: internalNote || null })
    if (wantsJson(ctx)) return ctx.response.ok({ id: feedback.id, points })
    ctx.session.flash('success', points > 0 ? `Feedback saved: +${points} SP.` : 'Feedback updated.')
    return ctx.response.redirect().back()
  }

  /** POST /admin/comments/feedback/:feedbackId/feature */
  async feature(ctx: HttpContext) {
    return this.setFeatured(ctx, true)
  }

  /** DELETE /admin/comments/feedback/:feedbackId/feature */
  async unfeature(ctx: HttpContext) {
    return this.setFeatured(ctx, false)
  }

  private async setFeatured(ctx: HttpContext, featured: boolean) {
    const verdict = await ctx.bouncer.with(PostFeedbackPolicy).execute('review')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const feedback = await findPostFeedback(idParam(ctx, 'feedbackId'))
    if (!feedback) notFound(ctx)
    const changed = featured ? await featurePostFeedback(feedback.id, ctx.auth.getUserOrFail().id) : await unfeaturePostFeedback(feedback.id)
    return featured
      ? answerAction(ctx, changed, 'Featured.', 'It was already featured.', { featured })
      : answerAction(ctx, changed, 'No longer featured.', 'It was not featured.', { featured })
  }
}

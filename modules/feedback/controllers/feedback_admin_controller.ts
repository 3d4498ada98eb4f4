import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import FeedbackAdminPolicy from '../policies/feedback_admin_policy.js'
import { FEEDBACKS_PAGE } from '../pages.js'
import { feedbackForStaff, npsByMonth, ratingDistribution } from '../queries/feedback_admin.js'
import { setFeaturedOnStories } from '../actions/feature_feedback.js'
import SessionFeedback from '../models/session_feedback.js'
import StaffFeedbackTransformer from '../transformers/staff_feedback_transformer.js'
import RatingCountTransformer from '../transformers/rating_count_transformer.js'
import NpsMonthTransformer from '../transformers/nps_month_transformer.js'
import { featureValidator, feedbackFiltersValidator } from '../validators/feedback_validators.js'

/* The staff Feedbacks page, /admin/feedbacks (spec 000 §6.3 "Feedbacks: policy or mentor"). */
export default class FeedbackAdminController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(FeedbackAdminPolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [error, qs] = await feedbackFiltersValidator.tryValidate(ctx.request.qs())
    const filters = { rating: (error ? null : qs.rating) ?? null, withComment: (error ? false : qs.comments) ?? false, page: (error ? 1 : qs.page) ?? 1 }
    const [list, ratings, nps] = await Promise.all([feedbackForStaff(filters), ratingDistribution(), npsByMonth()])
    return ctx.inertia.render('feedback/admin_feedbacks', {
      feedback: StaffFeedbackTransformer.transform(list.rows),
      meta: { total: list.total, page: filters.page, lastPage: list.lastPage },
      filters: { rating: filters.rating, comments: filters.withComment },
      ratings: RatingCountTransformer.transform(ratings),
      nps: NpsMonthTransformer.transform(nps),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), FEEDBACKS_PAGE.key)),
    })
  }

  /** POST /admin/feedbacks/:id/stories { onStoriesPage } — feature a comment on /stories, or take it off. */
  async feature(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(FeedbackAdminPolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { onStoriesPage } = await ctx.request.validateUsing(featureValidator)
    const feedback = (await SessionFeedback.find(Number(ctx.params.id))) ?? notFound(ctx)
    await setFeaturedOnStories(feedback.id, ctx.auth.getUserOrFail().id, onStoriesPage)
    ctx.session.flash('success', onStoriesPage ? 'Featured on Stories.' : 'Taken off Stories.')
    return ctx.response.redirect().back()
  }
}

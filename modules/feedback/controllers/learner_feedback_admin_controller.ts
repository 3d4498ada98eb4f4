import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { answerDone, notFound, positiveIdParam } from '#app/support/http'
import { answerDenial, answerWriteDenial } from '#modules/identity/index'
import FeedbackAdminPolicy from '../policies/feedback_admin_policy.js'
import { LEARNER_FEEDBACKS_PAGE } from '../pages.js'
import { learnerFeedbackCharts, learnerFeedbackForStaff } from '../queries/learner_feedback_admin.js'
import StaffLearnerFeedbackTransformer from '../transformers/staff_learner_feedback_transformer.js'
import LearnerFeedbackMonthTransformer from '../transformers/learner_feedback_month_transformer.js'
import TagCountTransformer from '../transformers/tag_count_transformer.js'
import { learnerFeedbackFiltersValidator } from '../validators/feedback_validators.js'
import LearnerFeedback from '../models/learner_feedback.js'
import { featureLearnerFeedback } from '../actions/feature_learner_feedback.js'
import { unfeatureLearnerFeedback } from '../actions/unfeature_learner_feedback.js'
import { LEARNER_FEEDBACK_MESSAGES } from '../shared/index.js'

/* The staff Learner Feedbacks page, /admin/learner-feedbacks (spec 000 §6.3 "Learner Feedbacks: policy or mentor"). */
export default class LearnerFeedbackAdminController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(FeedbackAdminPolicy).execute('readLearnerFeedback')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [error, qs] = await learnerFeedbackFiltersValidator.tryValidate(ctx.request.qs())
    const filters = { type: (error ? null : qs.type) ?? null, tag: (error ? null : qs.tag) ?? null, page: (error ? 1 : qs.page) ?? 1 }
    const [list, charts] = await Promise.all([learnerFeedbackForStaff(filters), learnerFeedbackCharts()])
    return ctx.inertia.render('feedback/admin_learner_feedbacks', {
      feedback: StaffLearnerFeedbackTransformer.transform(list.rows),
      meta: { total: list.total, page: filters.page, lastPage: list.lastPage },
      filters: { type: filters.type, tag: filters.tag },
      months: LearnerFeedbackMonthTransformer.transform(charts.typesByMonth),
      tags: TagCountTransformer.transform(charts.tags),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), LEARNER_FEEDBACKS_PAGE.key)),
    })
  }

  /** POST /admin/learner-feedbacks/:id/featured — show it to the learner it is about (spec 001 §3.4 learner_feedback_featured). */
  async feature(ctx: HttpContext) {
    const policy = ctx.bouncer.with(FeedbackAdminPolicy)
    const staff = await policy.execute('readLearnerFeedback')
    if (!staff.authorized) return answerDenial(ctx, staff)
    const feedback = (await LearnerFeedback.find(positiveIdParam(ctx))) ?? notFound(ctx)
    const verdict = await policy.execute('featureLearnerFeedback', feedback)
    if (!verdict.authorized) return answerWriteDenial(ctx, verdict)
    await featureLearnerFeedback(feedback, ctx.auth.getUserOrFail().id)
    return answerDone(ctx, LEARNER_FEEDBACK_MESSAGES.featured)
  }

  /** DELETE /admin/learner-feedbacks/:id/featured — stop showing it to the learner. */
  async unfeature(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(FeedbackAdminPolicy).execute('unfeatureLearnerFeedback')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const feedback = (await LearnerFeedback.find(positiveIdParam(ctx))) ?? notFound(ctx)
    await unfeatureLearnerFeedback(feedback.id, ctx.auth.getUserOrFail().id)
    return answerDone(ctx, LEARNER_FEEDBACK_MESSAGES.unfeatured)
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { answerDenial } from '#modules/identity/index'
import FeedbackPolicy from '../policies/feedback_policy.js'
import { featuredLearnerFeedbackOf } from '../queries/featured_learner_feedback.js'
import FeaturedLearnerFeedbackTransformer from '../transformers/featured_learner_feedback_transformer.js'
import { pageValidator } from '../validators/feedback_validators.js'

/* /feedback/from-tutors: the feedback from their hosts that staff chose to show a learner (spec 001 §3.4 learner_feedback_featured). */
export default class FeaturedLearnerFeedbackController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(FeedbackPolicy).execute('viewFeaturedLearnerFeedback')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [error, qs] = await pageValidator.tryValidate(ctx.request.qs())
    const page = (error ? 1 : qs.page) ?? 1
    const list = await featuredLearnerFeedbackOf(ctx.auth.getUserOrFail().id, page)
    return ctx.inertia.render('feedback/from_tutors', {
      feedback: FeaturedLearnerFeedbackTransformer.transform(list.rows),
      meta: { total: list.total, page, lastPage: list.lastPage },
    })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { renderBlocked } from '#modules/identity/index'
import FeedbackPolicy from '../policies/feedback_policy.js'
import { receivedFeedbackOf } from '../queries/received_feedback.js'
import ReceivedFeedbackTransformer from '../transformers/received_feedback_transformer.js'
import { learnerFeedbackDueOf } from '../queries/learner_feedback_due.js'
import LearnerFeedbackDueTransformer from '../transformers/learner_feedback_due_transformer.js'
import { receivedFeedbackValidator } from '../validators/feedback_validators.js'

/* /tutor/feedback (spec 000 §2.2): a tutor's received session feedback, and the sessions whose learners they may give feedback on. */
export default class ReceivedFeedbackController {
  async index(ctx: HttpContext) {
    if (await ctx.bouncer.with(FeedbackPolicy).denies('viewReceived')) return renderBlocked(ctx, 'not_enough_permission')
    const [error, qs] = await receivedFeedbackValidator.tryValidate(ctx.request.qs())
    const filters = error ? {} : { sessionId: qs.sessionId, sessionFeedbackId: qs.sessionFeedbackId, seriesId: qs.seriesId }
    const tutorId = ctx.auth.getUserOrFail().id
    const [rows, learnerSessions] = await Promise.all([receivedFeedbackOf(tutorId, filters), learnerFeedbackDueOf(tutorId)])
    return ctx.inertia.render('feedback/tutor_feedback', {
      feedback: ReceivedFeedbackTransformer.transform(rows),
      learnerSessions: LearnerFeedbackDueTransformer.transform(learnerSessions),
      filtered: Object.values(filters).some((value) => value !== undefined),
    })
  }
}

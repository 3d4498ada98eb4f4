import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { notFound, refuseForm, wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import FeedbackPolicy from '../policies/feedback_policy.js'
import { giveLearnerFeedback } from '../actions/give_learner_feedback.js'
import { learnerFeedbackSessionOf } from '../queries/learner_feedback_session.js'
import LearnerFeedbackSessionTransformer from '../transformers/learner_feedback_session_transformer.js'
import { LEARNER_FEEDBACK_MESSAGES } from '../shared/index.js'
import { learnerFeedbackMessages, learnerFeedbackValidator } from '../validators/feedback_validators.js'

/** A refusal with a sentence goes back to the form (JSON clients get it with the policy's status). */
function refused(ctx: HttpContext, verdict: AuthorizationResponse) {
  return answerDenial(ctx, verdict, (sentence, status) =>
    wantsJson(ctx) ? ctx.response.status(status).send({ errors: [{ field: 'form', message: sentence }] }) : refuseForm(ctx, { form: sentence })
  )
}

/* A host's feedback on the learners of their session (issue 11 §2; spec 001 §3.4 learner_feedback). */
export default class LearnerFeedbackController {
  /** GET /tutor/feedback/learners/:sessionId — one form per learner marked present (what was given is read-only). */
  async show(ctx: HttpContext) {
    const session = (await learnerFeedbackSessionOf(Number(ctx.params.sessionId), ctx.auth.getUserOrFail().id)) ?? notFound(ctx)
    const policy = ctx.bouncer.with(FeedbackPolicy)
    const view = await policy.execute('viewLearnerFeedback', session)
    if (!view.authorized) return answerDenial(ctx, view)
    const give = await policy.execute('giveLearnerFeedback', session)
    return ctx.inertia.render('feedback/learner_feedback', {
      session: LearnerFeedbackSessionTransformer.transform(session),
      closedReason: give.authorized ? null : (give.message ?? null),
    })
  }

  /** POST /tutor/feedback/learners/:sessionId — { learnerId, type, attributeTags?, comment? } */
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const session = (await learnerFeedbackSessionOf(Number(ctx.params.sessionId), user.id)) ?? notFound(ctx)
    const input = await ctx.request.validateUsing(learnerFeedbackValidator, { messagesProvider: learnerFeedbackMessages })
    const verdict = await ctx.bouncer.with(FeedbackPolicy).execute('giveLearnerFeedback', session, input.learnerId)
    if (!verdict.authorized) return refused(ctx, verdict)
    const feedback = await giveLearnerFeedback({
      sessionId: session.sessionId,
      reviewerId: user.id,
      revieweeId: input.learnerId,
      type: input.type,
      comment: input.comment || null,
      attributeTags: input.attributeTags ?? [],
    })
    if (!feedback) return refuseForm(ctx, { form: LEARNER_FEEDBACK_MESSAGES.alreadyGiven })
    ctx.session.flash('success', LEARNER_FEEDBACK_MESSAGES.given)
    return ctx.response.redirect().back()
  }
}

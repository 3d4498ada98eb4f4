import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import { giveSessionFeedback } from '../actions/give_session_feedback.js'
import { snoozeSessionFeedback } from '../actions/snooze_session_feedback.js'
import { feedbackFormFor } from '../queries/feedback_form.js'
import { pendingFeedbackOf } from '../queries/pending_feedback.js'
import { canSnoozeFeedback, checkFeedback, FEEDBACK_MESSAGES } from '../shared/index.js'
import { sessionFeedbackValidator } from '../validators/feedback_validators.js'

/* Prompt 6's answers (spec 002 §7 "Submit session feedback", "Snooze feedback"). */
export default class SessionFeedbackController {
  /** POST /feedback/sessions/:sessionId — { rating, ratingTags?, comment?, internalComment?, nps?, followTutor? } */
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const pending = await pendingFeedbackOf(user.id, { sessionId: Number(ctx.params.sessionId) })
    if (!pending) notFound(ctx)
    const [error, input] = await sessionFeedbackValidator.tryValidate(ctx.request.body())
    const form = feedbackFormFor(user.id, pending)
    const answer = error
      ? null
      : checkFeedback(
          { rating: input.rating, ratingTags: input.ratingTags ?? [], comment: input.comment || null, internalComment: input.internalComment || null, nps: input.nps ?? null, followTutor: Boolean(input.followTutor) && !form.following },
          { dialogue: pending.dialogue, npsAsked: form.npsAsked }
        )
    if (!answer) return refuseForm(ctx, { form: FEEDBACK_MESSAGES.incomplete })
    await giveSessionFeedback({ sessionId: pending.sessionId, userId: user.id, tutorId: pending.tutorId, answer })
    ctx.session.flash('success', 'Thank you for your feedback!')
    return ctx.response.redirect().back()
  }

  /** POST /feedback/sessions/:sessionId/snooze — "Answer Tomorrow", only within 7 days of the end. */
  async snooze(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const pending = await pendingFeedbackOf(user.id, { sessionId: Number(ctx.params.sessionId) })
    if (!pending) notFound(ctx)
    if (!canSnoozeFeedback(pending.endDate.toJSDate(), new Date())) return refuseForm(ctx, { form: FEEDBACK_MESSAGES.snoozeTooLate })
    await snoozeSessionFeedback({ sessionId: pending.sessionId, userId: user.id })
    return ctx.response.redirect().back()
  }
}

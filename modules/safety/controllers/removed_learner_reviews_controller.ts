import type { HttpContext } from '@adonisjs/core/http'
import { answerDenial } from '#modules/identity/index'
import { reviewRemovedLearner } from '../actions/review_removed_learner.js'
import RemovedLearnerReviewPolicy from '../policies/removed_learner_review_policy.js'
import { findRemovedLearnerReview } from '../queries/sanctions.js'
import { removedLearnerReviewValidator, safetyMessages } from '../validators/safety_validators.js'

/* Prompt 3, the host's review of a removed learner (spec 000 §2.4, §6.4; spec 001 §4.4, §5.3). */
export default class RemovedLearnerReviewsController {
  async store(ctx: HttpContext) {
    const review = await findRemovedLearnerReview(Number(ctx.params.id))
    const verdict = await ctx.bouncer.with(RemovedLearnerReviewPolicy).execute('answer', review)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const payload = await ctx.request.validateUsing(removedLearnerReviewValidator, { messagesProvider: safetyMessages })
    if (await reviewRemovedLearner(review!, payload)) ctx.session.flash('success', 'Thank you. Your review was sent to our safety team.')
    return ctx.response.redirect().back()
  }
}

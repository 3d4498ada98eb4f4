import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { giveSeriesNps } from '../actions/give_series_nps.js'
import FeedbackPolicy from '../policies/feedback_policy.js'
import { pendingSeriesNpsOf } from '../queries/pending_series_nps.js'
import { FEEDBACK_MESSAGES } from '../shared/index.js'
import { seriesNpsValidator } from '../validators/feedback_validators.js'

/* Prompt 5's answer (spec 002 §7 "Submit series tutor feedback": seriesId, npsRating, comment). */
export default class SeriesNpsController {
  /** POST /feedback/series/:seriesId — { npsRating, comment? } */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(FeedbackPolicy).execute('answerSeriesNps')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const pending = await pendingSeriesNpsOf(user.id, { seriesId: Number(ctx.params.seriesId) })
    if (!pending) notFound(ctx)
    const [error, input] = await seriesNpsValidator.tryValidate(ctx.request.body())
    if (error) return refuseForm(ctx, { form: FEEDBACK_MESSAGES.incomplete })
    await giveSeriesNps({ seriesId: pending.seriesId, userId: user.id, npsRating: input.npsRating, comment: input.comment || null })
    ctx.session.flash('success', 'Thank you for your feedback!')
    return ctx.response.redirect().back()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { notFound, refuseForm, wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { formErrorBag, validateForm } from '#modules/forms/index'
import { decideAgeAssurance } from '../actions/decide_age_assurance.js'
import { startAgeAssurance } from '../actions/start_age_assurance.js'
import { submitAgeVideo } from '../actions/submit_age_video.js'
import AgeAssuranceCheck from '../models/age_assurance_check.js'
import AssurancePolicy from '../policies/assurance_policy.js'
import { ageAssuranceProvider } from '../providers/age_assurance_provider.js'
import { ageAssuranceStatus } from '../queries/age_assurance.js'
import { AGE_ASSURANCE_MESSAGES, AGE_VIDEO_FORM } from '../shared/index.js'

const refuseAsToast = (ctx: HttpContext) => (reason: string) => {
  ctx.session.flash('error', reason)
  return ctx.response.redirect().toRoute('assurance.age.show')
}

/* A person verifying their age (spec 002 §7 "Start age assurance"; the local video provider). */
export default class AgeVerificationController {
  /** GET /verify-age — the video form, or where the person stands. */
  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const status = await ageAssuranceStatus(user.id)
    return ctx.inertia.render('assurance/verify_age', { state: status?.role ?? status?.latest ?? null, need: status?.need ?? 'none' })
  }

  /** POST /verify-age/start — starts a check with the configured provider and sends the person there (JSON: `{ redirectUrl }`). */
  async start(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('verifyAge')
    if (!verdict.authorized) return answerDenial(ctx, verdict, refuseAsToast(ctx))
    // Our own address, never one from the request (no open redirect, no Host header trust).
    const callbackUrl = new URL(urlFor('assurance.age.callback'), appUrl).href
    const { redirectUrl } = await startAgeAssurance(ctx.auth.getUserOrFail().id, callbackUrl)
    if (ctx.request.header('x-inertia')) return ctx.inertia.location(redirectUrl)
    if (wantsJson(ctx)) return ctx.response.ok({ redirectUrl })
    return ctx.response.redirect(redirectUrl)
  }

  /** POST /verify-age — the recorded video, for staff review. */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('verifyAge')
    if (!verdict.authorized) return answerDenial(ctx, verdict, refuseAsToast(ctx))
    const user = ctx.auth.getUserOrFail()
    let form
    try {
      form = await validateForm(AGE_VIDEO_FORM, ctx.request.body(), user)
    } catch (error) {
      const errors = formErrorBag(error)
      if (!errors) throw error
      return refuseForm(ctx, errors)
    }
    await submitAgeVideo(user.id, form)
    ctx.session.flash('success', AGE_ASSURANCE_MESSAGES.submitted)
    return ctx.response.redirect().toRoute('assurance.age.show')
  }

  /**
   * GET /verify-age/callback — a provider's result for the signed-in person's own started check.
   * A callback the provider does not vouch for, or for someone else's check, is a 404.
   */
  async callback(ctx: HttpContext) {
    const result = await ageAssuranceProvider().readCallback(ctx.request.qs())
    if (!result) return notFound(ctx)
    const check = await AgeAssuranceCheck.query().where('provider_reference', result.reference).where('user_id', ctx.auth.getUserOrFail().id).first()
    if (!check) return notFound(ctx)
    await decideAgeAssurance(check.id, { decision: result.result, reviewerId: null, note: null, source: `age-assurance:${check.provider}`, from: 'started' })
    ctx.session.flash(result.result === 'assured' ? 'success' : 'error', result.result === 'assured' ? 'Thanks! Your age is verified.' : AGE_ASSURANCE_MESSAGES.failed)
    return ctx.response.redirect().toRoute('assurance.age.show')
  }
}

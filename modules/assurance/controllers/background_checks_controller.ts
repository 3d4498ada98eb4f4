import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { refuseForm } from '#app/support/http'
import { answerDenial, findUserByUsername } from '#modules/identity/index'
import { recordBackgroundCheck } from '../actions/record_background_check.js'
import { BACKGROUND_CHECKS_PAGE } from '../pages.js'
import AssurancePolicy from '../policies/assurance_policy.js'
import { backgroundCheckEligibilityOf, recentBackgroundChecks } from '../queries/background_checks.js'
import BackgroundCheckTransformer from '../transformers/background_check_transformer.js'
import { backgroundCheckValidator, pageValidator } from '../validators/assurance_validators.js'

/* The staff Background Checks page, /admin/background-checks (the staff-entered default partner). */
export default class BackgroundChecksController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('manageBackgroundChecks')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [, qs] = await pageValidator.tryValidate(ctx.request.qs())
    const { items, meta } = await recentBackgroundChecks(qs?.page ?? 1)
    return ctx.inertia.render('assurance/background_checks', {
      checks: BackgroundCheckTransformer.transform(items),
      meta,
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), BACKGROUND_CHECKS_PAGE.key)),
    })
  }

  /** POST /admin/background-checks — record a check for an eligible person (spec 001 §5.5). */
  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('manageBackgroundChecks')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const input = await ctx.request.validateUsing(backgroundCheckValidator)
    const user = await findUserByUsername(input.username)
    if (!user) return refuseForm(ctx, { username: 'No account has this username.' })
    const eligibility = await backgroundCheckEligibilityOf(user)
    if (!eligibility.eligible) return refuseForm(ctx, { username: eligibility.reason })
    await recordBackgroundCheck({
      userId: user.id,
      submittedAt: DateTime.fromJSDate(input.submittedAt, { zone: 'utc' }),
      partnerName: input.partnerName,
      partnerUserId: input.partnerUserId || null,
      status: input.status,
      recordedByUserId: ctx.auth.getUserOrFail().id,
    })
    ctx.session.flash('success', `Background check recorded for @${user.username}.`)
    return ctx.response.redirect().back()
  }
}

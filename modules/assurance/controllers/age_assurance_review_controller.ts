import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { refuseForm } from '#app/support/http'
import { answerDenial, findUserByUsername } from '#modules/identity/index'
import { decideAgeAssurance } from '../actions/decide_age_assurance.js'
import { waiveAgeAssurance } from '../actions/waive_age_assurance.js'
import { AGE_ASSURANCE_PAGE } from '../pages.js'
import AssurancePolicy from '../policies/assurance_policy.js'
import { ageReviewQueue } from '../queries/age_assurance.js'
import AgeReviewTransformer from '../transformers/age_review_transformer.js'
import { AGE_ASSURANCE_MESSAGES } from '../shared/index.js'
import { ageDecisionValidator, pageValidator, waiveValidator } from '../validators/assurance_validators.js'
import { positiveId } from './ids.js'

/* The staff Age Assurance page, /admin/age-assurance: review videos, waive verification. */
export default class AgeAssuranceReviewController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('reviewAges')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const [, qs] = await pageValidator.tryValidate(ctx.request.qs())
    const { items, meta } = await ageReviewQueue(qs?.page ?? 1)
    return ctx.inertia.render('assurance/age_assurance_review', {
      checks: AgeReviewTransformer.transform(items),
      meta,
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), AGE_ASSURANCE_PAGE.key)),
    })
  }

  /** POST /admin/age-assurance/:id — the video verifies the age (assured) or not (failed). */
  async decide(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('reviewAges')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { decision, note } = await ctx.request.validateUsing(ageDecisionValidator)
    const reviewerId = ctx.auth.getUserOrFail().id
    const decided = await decideAgeAssurance(positiveId(ctx), { decision, reviewerId, note: note || null, source: 'age-assurance-review', from: 'submitted' })
    if (decided) ctx.session.flash('success', decision === 'assured' ? 'Age verified.' : 'Marked as not verified.')
    else ctx.session.flash('error', AGE_ASSURANCE_MESSAGES.alreadyDecided)
    return ctx.response.redirect().back()
  }

  /** POST /admin/age-assurance/waive — staff waive verification for a person. */
  async waive(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(AssurancePolicy).execute('reviewAges')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const { username, note } = await ctx.request.validateUsing(waiveValidator)
    const user = await findUserByUsername(username)
    if (!user) return refuseForm(ctx, { username: 'No account has this username.' })
    await waiveAgeAssurance({ userId: user.id, reviewerId: ctx.auth.getUserOrFail().id, note: note || null })
    ctx.session.flash('success', `Age verification waived for @${user.username}.`)
    return ctx.response.redirect().back()
  }
}

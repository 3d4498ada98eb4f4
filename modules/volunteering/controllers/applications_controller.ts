import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import ApplicationPolicy from '../policies/application_policy.js'
import ApplicationSubmission from '../models/application_submission.js'
import { applicationsOf, findRole } from '../queries/roles.js'
import { acceptOffer } from '../actions/accept_offer.js'
import { withdrawApplication } from '../actions/withdraw_application.js'
import { decideApplication } from '../actions/decide_application.js'
import { decisionValidator } from '../validators/activity_validator.js'
import VolunteerRoleTransformer from '../transformers/volunteer_role_transformer.js'
import ApplicationTransformer from '../transformers/application_transformer.js'
import { denied, done, idOr404 } from './respond.js'

/** The submission and its (live) role, or the not-found page. */
async function loadSubmission(ctx: HttpContext) {
  const submission = (await ApplicationSubmission.find(idOr404(ctx))) ?? notFound(ctx)
  const found = (await findRole(submission.volunteerRoleId)) ?? notFound(ctx)
  return { submission, ...found }
}

/* Applications (spec 001 §4.2): the applicant withdraws or accepts; the role's team managers review, offer, reject. */
export default class ApplicationsController {
  /** GET /volunteer/role/:id/applications — the role's applications (team managers). */
  async index(ctx: HttpContext) {
    const found = (await findRole(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(ApplicationPolicy).execute('review', found.role)
    if (!verdict.authorized) return denied(ctx, verdict)
    return ctx.inertia.render('volunteering/applications', {
      role: VolunteerRoleTransformer.transform(found).useVariant('forPage'),
      applications: ApplicationTransformer.transform(await applicationsOf(found.role.id)),
    })
  }

  async withdraw(ctx: HttpContext) {
    const { submission } = await loadSubmission(ctx)
    const verdict = await ctx.bouncer.with(ApplicationPolicy).execute('withdraw', submission)
    if (!verdict.authorized) return denied(ctx, verdict)
    await withdrawApplication(submission)
    return done(ctx, 'Your application was withdrawn.')
  }

  async accept(ctx: HttpContext) {
    const { submission, role } = await loadSubmission(ctx)
    const verdict = await ctx.bouncer.with(ApplicationPolicy).execute('accept', submission)
    if (!verdict.authorized) return denied(ctx, verdict)
    await acceptOffer(submission)
    return done(ctx, `Welcome aboard! You are now a ${role.name}.`)
  }

  async offer(ctx: HttpContext) {
    return this.decide(ctx, 'offer')
  }

  async reject(ctx: HttpContext) {
    return this.decide(ctx, 'rejected')
  }

  private async decide(ctx: HttpContext, outcome: 'offer' | 'rejected') {
    const { submission, role } = await loadSubmission(ctx)
    const verdict = await ctx.bouncer.with(ApplicationPolicy).execute('decide', role, submission)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { message } = await ctx.request.validateUsing(decisionValidator)
    await decideApplication(submission, role, ctx.auth.getUserOrFail().id, { outcome, message: message || null })
    return done(ctx, outcome === 'offer' ? 'Offer sent. The applicant was notified.' : 'The applicant was notified.')
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { notFound, refuseForm } from '#app/support/http'
import { formErrorBag, validateForm } from '#modules/forms/index'
import { applicationForm } from '../shared/index.js'
import ApplicationPolicy from '../policies/application_policy.js'
import VolunteerTeamPolicy from '../policies/team_policy.js'
import { boardRoles, currentSubmissionOf, findRole, roleForForm } from '../queries/roles.js'
import { applyForRole } from '../actions/apply_for_role.js'
import { setRoleApplications } from '../actions/set_role_applications.js'
import { roleApplicationsValidator } from '../validators/activity_validator.js'
import VolunteerRoleTransformer from '../transformers/volunteer_role_transformer.js'
import OwnApplicationTransformer from '../transformers/own_application_transformer.js'
import { denied, done, idOr404 } from './respond.js'

/* The public roles board (/volunteer) and a role's page, /volunteer/role/{id} (spec 000 §2.2), with its application. */
export default class RolesController {
  async index({ inertia }: HttpContext) {
    return inertia.render('volunteering/roles_board', { roles: VolunteerRoleTransformer.transform(await boardRoles()) })
  }

  async show(ctx: HttpContext) {
    const found = (await findRole(idOr404(ctx))) ?? notFound(ctx)
    const viewer = ctx.auth.user ?? null
    const current = viewer ? await currentSubmissionOf(viewer.id, found.role.id) : null
    const canReview = viewer ? await ctx.bouncer.with(VolunteerTeamPolicy).allows('manage', found.team) : false
    return ctx.inertia.render('volunteering/role', {
      role: VolunteerRoleTransformer.transform(found).useVariant('forPage'),
      application: current ? OwnApplicationTransformer.transform(current) : null,
      signedIn: viewer !== null,
      canReview,
    })
  }

  /** POST /volunteer/role/:id/apply — the application form's values (forms engine). */
  async apply(ctx: HttpContext) {
    const found = (await findRole(idOr404(ctx))) ?? notFound(ctx)
    const user = ctx.auth.getUserOrFail()
    const verdict = await ctx.bouncer.with(ApplicationPolicy).execute('apply', found.role, await currentSubmissionOf(user.id, found.role.id))
    if (!verdict.authorized) return denied(ctx, verdict)
    let form
    try {
      form = await validateForm(applicationForm(roleForForm(found.role)), ctx.request.body(), user)
    } catch (error) {
      const bag = formErrorBag(error)
      if (!bag) throw error
      return refuseForm(ctx, bag)
    }
    await applyForRole(found.role, user.id, form.values)
    return done(ctx, 'Thank you! Your application was sent to the team.')
  }

  /** POST /volunteer/role/:id/applications-open { open } — the role's team managers (spec 000 §6.4). */
  async setApplications(ctx: HttpContext) {
    const found = (await findRole(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(VolunteerTeamPolicy).execute('manage', found.team)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { open } = await ctx.request.validateUsing(roleApplicationsValidator)
    await setRoleApplications(found.role, open)
    return done(ctx, open ? 'Applications are open.' : 'Applications are closed.')
  }
}

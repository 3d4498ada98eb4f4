import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { notFound } from '#app/support/http'
import VolunteerActivityPolicy from '../policies/activity_policy.js'
import VolunteerActivity from '../models/volunteer_activity.js'
import { activitiesOf, approvedTotals } from '../queries/activities.js'
import { heldRolesOf } from '../queries/roles.js'
import { submitActivity } from '../actions/submit_activity.js'
import { resubmitActivity } from '../actions/resubmit_activity.js'
import { activityInput, activityValidator } from '../validators/activity_validator.js'
import ActivityTransformer from '../transformers/activity_transformer.js'
import HeldRoleTransformer from '../transformers/held_role_transformer.js'
import { denied, done, idOr404 } from './respond.js'

/* "My hours" (/volunteer/hours): a person's own hours, totals this year, roles, manual submissions. */
export default class HoursController {
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const now = DateTime.utc()
    return ctx.inertia.render('volunteering/my_hours', {
      activities: ActivityTransformer.transform(await activitiesOf(user.id)),
      heldRoles: HeldRoleTransformer.transform(await heldRolesOf(user.id)),
      totals: await approvedTotals(user.id, now.startOf('year'), now),
      today: now.toISODate()!,
    })
  }

  /** POST /volunteer/hours — hours submitted by hand. */
  async store(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(activityValidator)
    await submitActivity(ctx.auth.getUserOrFail().id, activityInput(payload))
    return done(ctx, 'Hours submitted for review.')
  }

  /** PUT /volunteer/hours/:id — edit and resubmit one's own unapproved hours. */
  async update(ctx: HttpContext) {
    const activity = (await VolunteerActivity.find(idOr404(ctx))) ?? notFound(ctx)
    const verdict = await ctx.bouncer.with(VolunteerActivityPolicy).execute('edit', activity)
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(activityValidator)
    await resubmitActivity(activity, activityInput(payload))
    return done(ctx, 'Hours resubmitted for review.')
  }
}

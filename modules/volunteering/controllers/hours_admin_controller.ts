import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound } from '#app/support/http'
import VolunteerActivityPolicy from '../policies/activity_policy.js'
import VolunteerActivity from '../models/volunteer_activity.js'
import { hoursForReview, type HoursFilters, type HoursRow } from '../queries/activities.js'
import { approveActivities } from '../actions/approve_activities.js'
import { requestActivityChanges } from '../actions/request_activity_changes.js'
import { bulkApproveValidator, changesValidator, hoursFilterValidator } from '../validators/activity_validator.js'
import HoursRowTransformer from '../transformers/hours_row_transformer.js'
import { hoursCsv } from '../queries/hours_csv.js'
import { VOLUNTEER_HOURS_PAGE } from '../admin_pages.js'
import { denied, done, idOr404 } from './respond.js'

const PER_PAGE = 50

async function filtersOf(ctx: HttpContext): Promise<HoursFilters & { page: number }> {
  const [error, qs] = await hoursFilterValidator.tryValidate(ctx.request.qs())
  const value = error ? {} : qs
  return { status: value.status ?? 'pending', type: value.type || null, from: value.from || null, to: value.to || null, q: value.q || null, page: value.page ?? 1 }
}

/* The Volunteer Hours console page, /admin/volunteer-hours (spec 000 §6.3: team_lead or federal_work_study). */
export default class HoursAdminController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(VolunteerActivityPolicy).execute('review')
    if (!verdict.authorized) return denied(ctx, verdict)
    const filters = await filtersOf(ctx)
    const result = await hoursForReview(filters).paginate(filters.page, PER_PAGE)
    const meta = result.getMeta() as { total: number; currentPage: number; lastPage: number }
    return ctx.inertia.render('volunteering/admin_hours', {
      rows: HoursRowTransformer.transform(result.all() as HoursRow[]),
      meta: { total: meta.total, currentPage: meta.currentPage, lastPage: meta.lastPage },
      filters,
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), VOLUNTEER_HOURS_PAGE.key)),
    })
  }

  /** GET /admin/volunteer-hours/export.csv — the filtered rows (all pages) as CSV. */
  async export(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(VolunteerActivityPolicy).execute('review')
    if (!verdict.authorized) return denied(ctx, verdict)
    const rows = (await hoursForReview(await filtersOf(ctx)).limit(20_000)) as HoursRow[]
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', 'attachment; filename="volunteer-hours.csv"')
    return ctx.response.send(hoursCsv(rows))
  }

  /** POST /admin/volunteer-hours/approve { ids } — bulk approve. */
  async approve(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(VolunteerActivityPolicy).execute('review')
    if (!verdict.authorized) return denied(ctx, verdict)
    const { ids } = await ctx.request.validateUsing(bulkApproveValidator)
    const count = await approveActivities(ids, ctx.auth.getUserOrFail().id)
    return done(ctx, count === 1 ? '1 entry approved.' : `${count} entries approved.`)
  }

  /** POST /admin/volunteer-hours/:id/changes { message } — ask for changes (revokes an approval). */
  async requestChanges(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(VolunteerActivityPolicy).execute('review')
    if (!verdict.authorized) return denied(ctx, verdict)
    const activity = (await VolunteerActivity.find(idOr404(ctx))) ?? notFound(ctx)
    const { message } = await ctx.request.validateUsing(changesValidator)
    await requestActivityChanges(activity, ctx.auth.getUserOrFail().id, message)
    return done(ctx, 'Changes requested. The volunteer was notified.')
  }
}

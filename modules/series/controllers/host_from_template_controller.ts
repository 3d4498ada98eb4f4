import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { viewerOf } from '#modules/identity/index'
import { canViewWorld, findWorldBySlug } from '#modules/worlds/index'
import SeriesTemplate from '../models/series_template.js'
import { canHostTemplate, earliestStart, hostSeriesFromTemplate } from '../actions/host_from_template.js'
import { sessionCount } from '../schedule.js'
import { hostFromTemplateValidator, seriesMessages } from '../validators/series_validators.js'
import { isKnownTimezone, knownTimezones } from '../format.js'
import { notFound } from './series_context.js'
import { refuseForm } from '#app/support/http'
import db from '@adonisjs/lucid/services/db'
import { sqlInstant } from '../queries/sql.js'

/*
 * /w/:worldSlug/schedule/series-template — tutors host a series from one of the world's active,
 * enabled templates (spec 000 §2.2, §2.4 item 4). Requires the tutor role (route middleware).
 */
export default class HostFromTemplateController {
  private async world(ctx: HttpContext) {
    const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
    const viewer = (await viewerOf(ctx))!
    if (!world || !(await canViewWorld(world, viewer.user.id))) notFound(ctx)
    return { world, viewer }
  }

  /** GET — the templates, each with whether the tutor can host it (and why not). */
  async show(ctx: HttpContext) {
    const { world, viewer } = await this.world(ctx)
    const now = DateTime.utc()
    // Active, enabled templates whose program iteration (if any) has not ended.
    const templates = await SeriesTemplate.query()
      .where('world_id', world.id)
      .where('active', true)
      .where('enabled', true)
      .where((query) => query.whereNull('ends_at').orWhere('ends_at', '>', sqlInstant(db.connection(), now)))
      .orderBy('title')
      .orderBy('id')
      .limit(100)
    const items = []
    for (const template of templates) {
      const verdict = await canHostTemplate(viewer.user.id, template, now)
      items.push({
        id: template.id,
        slug: template.slug,
        title: template.title,
        description: template.externalDescription || template.description,
        scheduleType: template.scheduleType,
        sessionsPerWeek: template.sessionsPerWeek,
        weeks: template.weeks,
        sessionMinutes: template.sessionMinutes,
        sessionCount: sessionCount(template),
        maxLearners: template.maxLearners,
        earliestStart: earliestStart(template, now) > now ? earliestStart(template, now).toUTC().toISO() : null,
        canHost: verdict.allowed,
        reason: verdict.allowed ? null : verdict.reason,
      })
    }
    const wanted = String(ctx.request.qs().template ?? '')
    return ctx.inertia.render('series/host_from_template', {
      world: { slug: world.slug, title: world.title },
      templates: items,
      selectedTemplateId: items.find((item) => item.slug === wanted && item.canHost)?.id ?? items.find((item) => item.canHost)?.id ?? null,
      timezone: isKnownTimezone(viewer.user.timezone) ? viewer.user.timezone : 'UTC',
      timezones: knownTimezones(),
    })
  }

  /** POST — creates the series, its main host and its sessions (one transaction). */
  async store(ctx: HttpContext) {
    const { world, viewer } = await this.world(ctx)
    const payload = await ctx.request.validateUsing(hostFromTemplateValidator, { messagesProvider: seriesMessages })
    if (!isKnownTimezone(payload.timezone)) return refuseForm(ctx, { timezone: 'Please choose a time zone from the list' })
    const template = await SeriesTemplate.query().where('id', payload.templateId).where('world_id', world.id).first()
    if (!template) return refuseForm(ctx, { templateId: 'Please choose one of the templates of this world' })

    const firstStart = DateTime.fromISO(`${payload.firstSessionDate}T${payload.firstSessionTime}`, { zone: payload.timezone })
    if (!firstStart.isValid) return refuseForm(ctx, { firstSessionDate: 'Please enter a real date' })
    // A wall-clock time skipped by a daylight-saving change does not exist in that zone.
    if (firstStart.toFormat('HH:mm') !== payload.firstSessionTime) {
      return refuseForm(ctx, { firstSessionTime: 'That time does not exist on that day in this time zone (clocks change). Please pick another.' })
    }

    const result = await hostSeriesFromTemplate({
      userId: viewer.user.id,
      template,
      firstStart,
      zone: payload.timezone,
      description: payload.description ?? null,
    })
    if (!result.ok) return refuseForm(ctx, { [result.field ?? 'form']: result.reason })
    if (ctx.request.accepts(['html', 'json']) === 'json' && !ctx.request.header('x-inertia')) {
      return ctx.response.created({ seriesId: result.seriesId, sessionIds: result.sessionIds })
    }
    ctx.session.flash('success', `Your series is scheduled: ${result.sessionIds.length} sessions.`)
    return ctx.response.redirect(`/series/${result.seriesId}`)
  }

}

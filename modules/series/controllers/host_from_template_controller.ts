import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { DateTime } from 'luxon'
import { refuseForm, wantsJson } from '#app/support/http'
import { findWorldBySlug } from '#modules/worlds/index'
import SeriesTemplatePolicy from '../policies/series_template_policy.js'
import { hostSeriesFromTemplate } from '../actions/host_series_from_template.js'
import { templateInWorld, templatesOfferedIn } from '../queries/hosting.js'
import { hostFromTemplateValidator, seriesMessages } from '../validators/series_validators.js'
import { isKnownTimezone, knownTimezones } from '../format.js'
import TemplateTransformer from '../transformers/template_transformer.js'
import { sessionTemplateCounts } from '../queries/session_templates.js'
import WorldTransformer from '../transformers/world_transformer.js'
import { answerSeriesDenial } from './series_responses.js'

/*
 * /w/:worldSlug/schedule/series-template — tutors host a series from one of the world's active,
 * enabled templates (spec 000 §2.2, §2.4 item 4). SeriesTemplatePolicy.hostIn opens the page.
 */
export default class HostFromTemplateController {
  /** GET — the templates, each with whether the tutor can host it (and why not). */
  async show(ctx: HttpContext) {
    const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
    const allowed = await ctx.bouncer.with(SeriesTemplatePolicy).execute('hostIn', world)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const now = DateTime.utc()
    const templates = await templatesOfferedIn(world!.id, now)
    const verdicts = new Map<number, AuthorizationResponse>()
    for (const template of templates) verdicts.set(template.id, await ctx.bouncer.with(SeriesTemplatePolicy).execute('host', template, now))
    const hostable = templates.filter((template) => verdicts.get(template.id)!.authorized)
    const wanted = String(ctx.request.qs().template ?? '')
    const timezone = ctx.auth.user!.timezone
    return ctx.inertia.render('series/host_from_template', {
      world: WorldTransformer.transform(world!),
      templates: TemplateTransformer.transform(templates, verdicts, now, await sessionTemplateCounts(templates.map((template) => template.id))),
      selectedTemplateId: (hostable.find((template) => template.slug === wanted) ?? hostable[0])?.id ?? null,
      timezone: isKnownTimezone(timezone) ? timezone : 'UTC',
      timezones: knownTimezones(),
    })
  }

  /** POST — creates the series, its main host and its sessions (one transaction). */
  async store(ctx: HttpContext) {
    const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
    const allowed = await ctx.bouncer.with(SeriesTemplatePolicy).execute('hostIn', world)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const payload = await ctx.request.validateUsing(hostFromTemplateValidator, { messagesProvider: seriesMessages })
    if (!isKnownTimezone(payload.timezone)) return refuseForm(ctx, { timezone: 'Please choose a time zone from the list' })
    const template = await templateInWorld(payload.templateId, world!.id)
    if (!template) return refuseForm(ctx, { templateId: 'Please choose one of the templates of this world' })

    const firstStart = DateTime.fromISO(`${payload.firstSessionDate}T${payload.firstSessionTime}`, { zone: payload.timezone })
    if (!firstStart.isValid) return refuseForm(ctx, { firstSessionDate: 'Please enter a real date' })
    // A wall-clock time skipped by a daylight-saving change does not exist in that zone.
    if (firstStart.toFormat('HH:mm') !== payload.firstSessionTime) {
      return refuseForm(ctx, { firstSessionTime: 'That time does not exist on that day in this time zone (clocks change). Please pick another.' })
    }

    // hostSeriesFromTemplate asks SeriesTemplatePolicy.host itself (seeders and programs host too).
    const result = await hostSeriesFromTemplate({
      userId: ctx.auth.user!.id,
      template,
      firstStart,
      zone: payload.timezone,
      description: payload.description ?? null,
      qualifications: payload.qualifications ?? null,
    })
    if (!result.ok) return refuseForm(ctx, { [result.field ?? 'form']: result.reason })
    if (wantsJson(ctx)) return ctx.response.created({ seriesId: result.seriesId, sessionIds: result.sessionIds })
    ctx.session.flash('success', `Your series is scheduled: ${result.sessionIds.length} sessions.`)
    return ctx.response.redirect().toRoute('series.show', { id: result.seriesId })
  }
}

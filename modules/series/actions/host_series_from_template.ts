import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Bouncer } from '@adonisjs/bouncer'
import { hooks } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { createSession } from '#modules/tutoring/index'
import Series from '../models/series.js'
import SeriesHost from '../models/series_host.js'
import type SeriesTemplate from '../models/series_template.js'
import { SERIES_MESSAGES } from '../messages.js'
import { earliestStart, generateSessionTimes, generateSessionTimesFor } from '../schedule.js'
import { sessionTemplatesOf } from '../queries/session_templates.js'
import SeriesTemplatePolicy from '../policies/series_template_policy.js'
import { activeSeriesCount } from '../queries/hosting.js'
import { lockTemplateRow } from '../queries/sql.js'
import { formatInstant } from '../format.js'

/*
 * Hosting a series from a template (spec 000 §2.2 "/w/{worldSlug}/schedule/{path} (path
 * series-template is used to host a workshop or publish a bootcamp)", spec 001 §5.4).
 *
 * Who may host which template is SeriesTemplatePolicy.host. A series is active while it is not
 * closed and one of its sessions has not ended yet; the per-tutor limit is checked again inside
 * the transaction. Creating the series, its main host and all its sessions is one transaction.
 *
 * issue 21 §1: when the template has active session templates, the series has one session per
 * session template, in series_position order, on the template's schedule pattern; each session
 * takes its session template's title, description, seats, co-host setting, topic, duration and
 * attendance policy (a blank one falls back to the series template's; seats never fewer than
 * the series') and keeps its id.
 */
export type HostResult = { ok: true; seriesId: number; sessionIds: number[] } | { ok: false; reason: string; field?: string }

export async function hostSeriesFromTemplate(input: {
  userId: number
  template: SeriesTemplate
  /** The first session's start; read in `zone`. */
  firstStart: DateTime
  /** The tutor's zone: later sessions keep the first one's local time across DST changes. */
  zone: string
  description?: string | null
  /** Who should join, prerequisites: shown on the series and on each of its sessions. */
  qualifications?: string | null
  languages?: string[]
}): Promise<HostResult> {
  const now = DateTime.utc()
  const { template, userId } = input
  const user = await User.findOrFail(userId)
  // Asked here, not only by the controller: seeders and programs host series too.
  const allowed = await new Bouncer(user).with(SeriesTemplatePolicy).execute('host', template, now)
  if (!allowed.authorized) return { ok: false, reason: allowed.message ?? SERIES_MESSAGES.templateUnavailable }

  if (input.firstStart <= now) return { ok: false, reason: SERIES_MESSAGES.startInPast, field: 'firstSessionDate' }
  const earliest = earliestStart(template, now)
  if (input.firstStart < earliest) {
    return { ok: false, reason: SERIES_MESSAGES.startTooEarly(formatInstant(earliest, input.zone)), field: 'firstSessionDate' }
  }
  const sessionTemplates = await sessionTemplatesOf(template.id)
  const starts = sessionTemplates.length
    ? generateSessionTimesFor(template, sessionTemplates.length, input.firstStart, input.zone)
    : generateSessionTimes(template, input.firstStart, input.zone)
  const description = input.description?.trim() || template.description || template.externalDescription
  const qualifications = input.qualifications?.trim() ?? ''
  const languages = input.languages?.length ? input.languages : user.languages?.length ? user.languages : ['en']

  const created = await db.transaction(async (trx): Promise<HostResult> => {
    // Serialises hosting of this template, so the per-tutor limit holds under concurrency.
    await lockTemplateRow(trx, template.id)
    if (template.maxActiveSeriesPerTutor && (await activeSeriesCount(template.id, userId, now, trx)) >= template.maxActiveSeriesPerTutor) {
      return { ok: false, reason: SERIES_MESSAGES.maxActiveSeries(template.maxActiveSeriesPerTutor) }
    }
    const series = await Series.create(
      {
        userId,
        courseId: template.courseId,
        worldId: template.worldId,
        seriesTemplateId: template.id,
        title: template.title,
        description,
        questionnaire: template.questionnaire,
        qualifications,
        attendancePolicy: template.attendancePolicy,
        languages,
        maxLearners: template.maxLearners,
        seatsTaken: 0,
        enrollmentStyle: 'open',
        changelog: [],
        internalState: template.gatingGroup ? { gating_group: template.gatingGroup } : {},
        allowCohosts: template.allowCohosts,
      },
      { client: trx }
    )
    await SeriesHost.create({ userId, seriesId: series.id, role: 'main', approvedAt: now, internalState: {} }, { client: trx })
    const sessionIds: number[] = []
    for (const [index, start] of starts.entries()) {
      const own = sessionTemplates[index]
      const session = await createSession(
        {
          userId,
          worldId: template.worldId,
          topicId: own?.topicId ?? template.topicId!,
          title: own ? own.title : `${template.title} · Session ${index + 1} of ${starts.length}`,
          description: own?.description.trim() || own?.externalDescription.trim() || description,
          startDate: start.toUTC(),
          endDate: start.plus({ minutes: own?.durationMinutes ?? template.sessionMinutes }).toUTC(),
          // Never fewer seats than the series: each series registrant follows every session.
          maxLearners: Math.max(own?.maxLearners ?? 0, template.maxLearners),
          languages,
          allowCohosts: own?.allowCohosts ?? template.allowCohosts,
          attendancePolicy: own?.attendancePolicy ?? template.attendancePolicy,
          seriesId: series.id,
          sessionTemplateId: own?.id ?? null,
          // issue 21 §3: a session made from a session template asks its questionnaire.
          questionnaire: own?.questionnaire ?? [],
          qualifications,
        },
        trx
      )
      sessionIds.push(session.id)
    }
    await hooks.emit('series.created', { seriesId: series.id, userId, templateId: template.id }, { client: trx })
    return { ok: true, seriesId: series.id, sessionIds }
  })
  return created
}

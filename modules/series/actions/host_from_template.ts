import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { hooks } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { canTutorTopic } from '#modules/catalog/index'
import { createSession } from '#modules/tutoring/index'
import Series from '../models/series.js'
import SeriesHost from '../models/series_host.js'
import type SeriesTemplate from '../models/series_template.js'
import { SERIES_MESSAGES } from '../messages.js'
import { generateSessionTimes } from '../schedule.js'
import { filterSubject } from './registration.js'
import { lockTemplateRow, sqlInstant } from '../queries/sql.js'
import { formatInstant } from '../format.js'

/*
 * Hosting a series from a template (spec 000 §2.2 "/w/{worldSlug}/schedule/{path} (path
 * series-template is used to host a workshop or publish a bootcamp)", spec 001 §5.4).
 *
 * A tutor may host a template when: it is active and enabled; they can tutor its topic
 * (`canTutorTopic`: an active challenge topic or an approved certification, spec 000 §6.4);
 * no program vetoes (`series.canHost`); the template's tutor registration has opened; and they
 * host fewer active series of it than max_active_series_per_tutor. A series is active while it
 * is not closed and one of its sessions has not ended yet.
 * Creating the series, its main host and all its sessions is one transaction.
 */
export type HostVerdict = { allowed: true } | { allowed: false; reason: string }

/** Series of the template the user hosts as main host that are still running. */
export async function activeSeriesCount(templateId: number, userId: number, now: DateTime, client: QueryClientContract = db.connection()) {
  const at = sqlInstant(client, now)
  const row = await client
    .from('series as s')
    .join('series_hosts as h', 'h.series_id', 's.id')
    .where('s.series_template_id', templateId)
    .where('h.user_id', userId)
    .where('h.role', 'main')
    .whereNull('h.deleted_at')
    .whereNull('s.deleted_at')
    .where((query) => query.whereNull('s.closed_at').orWhere('s.closed_at', '>', at))
    .whereExists((query) =>
      query
        .from('tutoring_sessions as t')
        .whereRaw('t.series_id = s.id')
        .whereNull('t.deleted_at')
        .whereNull('t.canceled_at')
        .where('t.end_date', '>', at)
    )
    .countDistinct('s.id as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Whether the user may host the template now, with the reason shown when not. */
export async function canHostTemplate(userId: number, template: SeriesTemplate, now: DateTime = DateTime.utc()): Promise<HostVerdict> {
  if (!template.active || !template.enabled || template.isDeleted) return { allowed: false, reason: SERIES_MESSAGES.templateUnavailable }
  if (template.endsAt && template.endsAt <= now) return { allowed: false, reason: SERIES_MESSAGES.templateEnded }
  if (!template.topicId) return { allowed: false, reason: SERIES_MESSAGES.templateNoTopic }
  if (!(await canTutorTopic(userId, template.topicId))) return { allowed: false, reason: SERIES_MESSAGES.cannotTutorTopic }
  const verdict = await hooks.ask('series.canHost', filterSubject(userId, null, template))
  if (!verdict.allowed) return verdict
  if (template.tutorRegistrationOpensAt && template.tutorRegistrationOpensAt > now) {
    const user = await User.find(userId)
    return { allowed: false, reason: SERIES_MESSAGES.tutorRegistrationNotOpen(formatInstant(template.tutorRegistrationOpensAt, user?.timezone)) }
  }
  if (template.maxActiveSeriesPerTutor && (await activeSeriesCount(template.id, userId, now)) >= template.maxActiveSeriesPerTutor) {
    return { allowed: false, reason: SERIES_MESSAGES.maxActiveSeries(template.maxActiveSeriesPerTutor) }
  }
  return { allowed: true }
}

/** The earliest instant the first session may start (template minimum / program start). */
export function earliestStart(template: SeriesTemplate, now: DateTime): DateTime {
  const bounds = [now, template.minimumStartDate, template.startsAt].filter((value): value is DateTime => !!value)
  return bounds.reduce((latest, value) => (value > latest ? value : latest))
}

export type HostResult = { ok: true; seriesId: number; sessionIds: number[] } | { ok: false; reason: string; field?: string }

export async function hostSeriesFromTemplate(input: {
  userId: number
  template: SeriesTemplate
  /** The first session's start; read in `zone`. */
  firstStart: DateTime
  /** The tutor's zone: later sessions keep the first one's local time across DST changes. */
  zone: string
  description?: string | null
  languages?: string[]
}): Promise<HostResult> {
  const now = DateTime.utc()
  const { template, userId } = input
  const verdict = await canHostTemplate(userId, template, now)
  if (!verdict.allowed) return { ok: false, reason: verdict.reason }

  const user = await User.findOrFail(userId)
  if (input.firstStart <= now) return { ok: false, reason: SERIES_MESSAGES.startInPast, field: 'firstSessionDate' }
  const earliest = earliestStart(template, now)
  if (input.firstStart < earliest) {
    return { ok: false, reason: SERIES_MESSAGES.startTooEarly(formatInstant(earliest, input.zone)), field: 'firstSessionDate' }
  }
  const starts = generateSessionTimes(template, input.firstStart, input.zone)
  const description = input.description?.trim() || template.description || template.externalDescription
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
        qualifications: '',
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
      const session = await createSession(
        {
          userId,
          worldId: template.worldId,
          topicId: template.topicId!,
          title: `${template.title} · Session ${index + 1} of ${starts.length}`,
          description,
          startDate: start.toUTC(),
          endDate: start.plus({ minutes: template.sessionMinutes }).toUTC(),
          maxLearners: template.maxLearners,
          languages,
          allowCohosts: template.allowCohosts,
          attendancePolicy: template.attendancePolicy,
          seriesId: series.id,
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

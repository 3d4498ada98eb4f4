import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ChangelogEntry } from '../changelog.js'
import TutoringSession from '../models/tutoring_session.js'
import { sessionState } from '../session_state.js'
import { SESSION_MESSAGES } from '../messages.js'
import { notifySessionChange } from '../jobs/session_jobs.js'
import { affectedRows } from '#app/support/database/values'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

/*
 * Edits a session (issue "Kernel" §2). Every change is recorded in the changelog as
 * { at, byUserId, changes: { field: { from, to } } }. Changes a registrant sees (title,
 * description, times, languages, attendance policy) bump calendar_sequence (the iCalendar
 * SEQUENCE) and mail registrants and hosts through an idempotent job keyed by session id +
 * sequence; capacity and co-host settings are recorded only.
 *
 * Capacity can only go down to the number of registrations: the write is guarded
 * (seats_taken <= new max) so a registration racing the edit cannot be overbooked.
 */
export type SessionEdit = Partial<{
  title: string
  description: string
  startDate: DateTime
  endDate: DateTime
  maxLearners: number
  languages: string[]
  allowCohosts: boolean
  attendancePolicy: string
}>

const NOTIFYING_FIELDS = new Set(['title', 'description', 'startDate', 'endDate', 'languages', 'attendancePolicy'])

type Plain = string | number | boolean | string[] | null

function plain(value: unknown): Plain {
  if (DateTime.isDateTime(value)) return value.toUTC().toISO()
  if (Array.isArray(value)) return value.map(String)
  return value as Plain
}

function same(a: Plain, b: Plain) {
  return JSON.stringify(a) === JSON.stringify(b)
}

export type UpdateResult =
  | { ok: true; session: TutoringSession; changed: string[]; notified: boolean }
  | { ok: false; field: string; reason: string }

export async function updateSession(sessionId: number, byUserId: number | null, edit: SessionEdit): Promise<UpdateResult> {
  const outcome = await db.transaction(async (trx): Promise<UpdateResult> => {
    const query = TutoringSession.query({ client: trx }).where('id', sessionId)
    if (trx.dialect.name === 'postgres') query.forUpdate()
    const session = await query.first()
    if (!session) return { ok: false, field: 'form', reason: SESSION_MESSAGES.notEditable }
    if (sessionState(session) !== 'upcoming') return { ok: false, field: 'form', reason: SESSION_MESSAGES.notEditable }

    const changes: ChangelogEntry['changes'] = {}
    for (const [field, next] of Object.entries(edit)) {
      if (next === undefined) continue
      const before = plain((session as any)[field])
      const after = plain(next)
      if (!same(before, after)) changes[field] = { from: before, to: after }
    }
    const fields = Object.keys(changes)
    if (fields.length === 0) return { ok: true, session, changed: [], notified: false }

    if (changes.maxLearners && Number(changes.maxLearners.to) < session.seatsTaken) {
      return { ok: false, field: 'maxLearners', reason: SESSION_MESSAGES.capacityBelowRegistrations(session.seatsTaken) }
    }
    const notifying = fields.some((f) => NOTIFYING_FIELDS.has(f))
    session.useTransaction(trx)
    session.merge(
      Object.fromEntries(
        Object.entries(edit)
          .filter(([field, value]) => value !== undefined && field in changes && field !== 'maxLearners')
          .map(([field, value]) => [field, DateTime.isDateTime(value) ? value.toUTC() : value])
      )
    )
    session.changelog = [...session.changelog, { at: DateTime.utc().toISO()!, byUserId, changes }]
    if (notifying) session.calendarSequence = session.calendarSequence + 1
    await session.save()
    if (changes.maxLearners) {
      // Guarded: never below the seats taken at the moment of the write.
      const affected = await trx
        .from('tutoring_sessions')
        .where('id', session.id)
        .where('seats_taken', '<=', Number(changes.maxLearners.to))
        .update({ max_learners: Number(changes.maxLearners.to) })
      if (affectedRows(affected) === 0) {
        await trx.rollback()
        return { ok: false, field: 'maxLearners', reason: SESSION_MESSAGES.capacityBelowRegistrations(session.seatsTaken) }
      }
      session.maxLearners = Number(changes.maxLearners.to)
    }
    await forgetPublicLists([PUBLIC_TAGS.sessions], trx)
    return { ok: true, session, changed: fields, notified: notifying }
  })
  if (outcome.ok && outcome.notified) await notifySessionChange(outcome.session, 'updated', byUserId)
  return outcome
}

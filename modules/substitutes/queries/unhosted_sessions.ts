import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { TutoringSession, sessionState } from '#modules/tutoring/index'
import { UNHOSTED_AFTER_MINUTES } from '../selection.js'

/*
 * "Unhosted" (issue 18): started at least 5 minutes ago, still running (tutoring's sessionState),
 * not canceled, with at least one live registrant, and no host opened the room (attempted_hosting,
 * set by tutoring's join_session.ts) — and not broadcast yet (no substitute call).
 */
export async function unhostedSessions(now: DateTime): Promise<TutoringSession[]> {
  const sessions = await TutoringSession.query()
    .whereNull('tutoring_sessions.canceled_at')
    .where('tutoring_sessions.attempted_hosting', false)
    .where('tutoring_sessions.start_date', '<=', sqlTime(now.minus({ minutes: UNHOSTED_AFTER_MINUTES })))
    .where('tutoring_sessions.end_date', '>', sqlTime(now))
    .whereExists((q) => q.from('session_registrations as r').whereColumn('r.session_id', 'tutoring_sessions.id').whereNull('r.deleted_at'))
    .whereNotExists((q) => q.from('substitute_calls as c').whereColumn('c.session_id', 'tutoring_sessions.id'))
    .orderBy('tutoring_sessions.start_date', 'asc')
    .limit(200)
  return sessions.filter((session) => sessionState(session, now) === 'in_progress')
}

/** Open calls with what decides whether they close: the session's attempted hosting and times. */
export async function openCalls() {
  const rows = await db.from('substitute_calls').whereNull('closed_at').select('id', 'session_id')
  if (rows.length === 0) return []
  const sessions = await TutoringSession.query().whereIn('id', rows.map((r: any) => Number(r.session_id)))
  const byId = new Map(sessions.map((s) => [s.id, s]))
  return rows.map((r: any) => ({ callId: Number(r.id), session: byId.get(Number(r.session_id)) ?? null }))
}

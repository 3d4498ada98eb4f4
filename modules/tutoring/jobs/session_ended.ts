import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { unrecordedKeys } from '#kernel/events/outbox'
import { registerCatchUp } from '#kernel/events/sweeper'
import { defineJob, usesRedis } from '#app/support/jobs/jobs'
import { sqlTime } from '#app/support/database/values'
import TutoringSession from '../models/tutoring_session.js'
import { sessionState } from '../session_state.js'

/*
 * `session.ended`, emitted once per session when it has ended (spec 001 §4.3: from the actual
 * meeting times, falling back to the scheduled ones; a canceled session never ends, it emits
 * session.canceled). A delayed job at the scheduled end, dispatched when a session is created
 * and again when its times change (keyed by calendar sequence; an outdated job finds the
 * session not ended and stops), plus the outbox sweeper's catch-up for the ones a lost timer,
 * a job that fired during a meeting overrun or an outage missed. The event's dedupe key makes
 * every path record it once.
 */

/** The catch-up looks back this far: a sweeper down for longer leaves older sessions without the event. */
const CATCH_UP_LOOKBACK = { days: 3 }
/** Inline mode keeps delayed jobs in setTimeout, which cannot wait longer than this. */
const MAX_INLINE_DELAY_MS = 2 ** 31 - 1

const dedupeKey = (sessionId: number) => `session.ended.${sessionId}`

/** Emits session.ended if the session has ended and it was not emitted yet; true when emitted now. */
export async function emitSessionEnded(sessionId: number, now: DateTime = DateTime.utc()) {
  return db.transaction(async (trx) => {
    const session = await TutoringSession.query({ client: trx }).where('id', sessionId).first()
    if (!session || sessionState(session, now) !== 'ended') return false
    return (await hooks.emit('session.ended', { sessionId }, { client: trx, dedupeKey: dedupeKey(sessionId) })) !== null
  })
}

export const sessionEndedJob = defineJob<{ sessionId: number }>('tutoring:session-ended', async ({ sessionId }) => {
  await emitSessionEnded(sessionId)
})

/**
 * Schedules the job at the session's scheduled end. Touches no database (a delayed job), so it is
 * safe inside a caller's transaction. An end already past, or too far ahead for inline jobs, is
 * left to the catch-up.
 */
export async function scheduleSessionEnd(session: { id: number; endDate: DateTime; calendarSequence: number }) {
  const delay = Math.round(session.endDate.diffNow().toMillis())
  if (delay <= 0 || (!usesRedis() && delay > MAX_INLINE_DELAY_MS)) return
  await sessionEndedJob.dispatch({ sessionId: session.id }, { jobId: `session-ended.${session.id}.${session.calendarSequence}`, delay })
}

/** The sweeper's catch-up: sessions ended within the lookback whose event is not recorded. */
export async function catchUpEndedSessions(now: DateTime = DateTime.utc()) {
  const since = now.minus(CATCH_UP_LOOKBACK)
  const sessions = await TutoringSession.query()
    .whereNull('canceled_at')
    // start_date bounds the scan through its index (no session lasts a day).
    .where('start_date', '>', sqlTime(since.minus({ days: 1 })))
    .where('end_date', '>', sqlTime(since))
    .where('end_date', '<=', sqlTime(now))
    .select('id', 'start_date', 'end_date', 'zoom_start_date', 'zoom_end_date', 'attempted_hosting', 'canceled_at')
  const ended = sessions.filter((session) => sessionState(session, now) === 'ended')
  const missing = new Set(await unrecordedKeys(ended.map((session) => dedupeKey(session.id))))
  let emitted = 0
  for (const session of ended) {
    if (missing.has(dedupeKey(session.id)) && (await emitSessionEnded(session.id, now))) emitted += 1
  }
  return emitted
}

registerCatchUp('tutoring:session.ended', catchUpEndedSessions)

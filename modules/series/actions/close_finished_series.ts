import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { TutoringSession, sessionState } from '#modules/tutoring/index'

/*
 * `series.closed`, emitted once per series when its last session is over: every session (not
 * deleted) has ended or was canceled (a series all of whose sessions were canceled is closed as
 * well). Checked when one of its sessions ends or is canceled — the two events after which the
 * answer can change — and recorded under a dedupe key, so sessions ending at the same moment
 * record it once. closed_at is left as it is: spec 001 §4.3 states read it, and setting it here
 * would change what pages show.
 */
export async function closeFinishedSeries(sessionId: number, now: DateTime = DateTime.utc()) {
  const session = await TutoringSession.find(sessionId)
  if (!session?.seriesId) return false
  const seriesId = session.seriesId
  return db.transaction(async (trx) => {
    const sessions = await TutoringSession.query({ client: trx }).where('series_id', seriesId)
    const over = sessions.every((each) => ['ended', 'canceled'].includes(sessionState(each, now)))
    if (sessions.length === 0 || !over) return false
    return (await hooks.emit('series.closed', { seriesId }, { client: trx, dedupeKey: `series.closed.${seriesId}` })) !== null
  })
}

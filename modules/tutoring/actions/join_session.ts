import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#app/support/database/values'
import type { LoadedSession } from '../queries/session_details.js'
import { canJoinNow, joinOpensAt, sessionState } from '../session_state.js'

/*
 * Opening the meeting room (issue "Kernel" §2; who may: SessionPolicy.join): from 10 minutes
 * before the start, while the session runs. Records the attempt — attempted_hosting on the host
 * row and the session for a host, attempted_joining on the registration for a learner — and
 * answers the room's address. The first opening also records the arrival (session_attendees).
 */
export async function joinSession(
  loaded: LoadedSession,
  userId: number,
  now: DateTime = DateTime.utc()
): Promise<{ ok: true; url: string } | { ok: false; reason: string }> {
  const { session } = loaded
  const hostRowId = loaded.viewerHost?.approved ? loaded.viewerHost.id : null
  if (!canJoinNow(session, hostRowId !== null, now) || !session.meetingUrl) {
    const state = sessionState(session, now)
    const reason =
      state === 'canceled'
        ? 'This session was canceled.'
        : state === 'ended'
          ? 'This session has ended.'
          : now < joinOpensAt(session)
            ? 'The join link opens 10 minutes before the start.'
            : 'The join link is closed for this session.'
    return { ok: false, reason }
  }
  const at = sqlTime(now)
  await db.transaction(async (trx) => {
    if (hostRowId !== null) {
      await trx.from('session_hosts').where('id', hostRowId).update({ attempted_hosting: true, updated_at: at })
      await trx.from('tutoring_sessions').where('id', session.id).update({ attempted_hosting: true, updated_at: at })
    } else {
      await trx.from('session_registrations').where('id', loaded.viewerRegistrationId!).update({ attempted_joining: true, updated_at: at })
    }
    await recordArrival(trx, { sessionId: session.id, userId, role: hostRowId !== null ? 'host' : 'learner', at })
  })
  return { ok: true, url: session.meetingUrl }
}

/*
 * issue 11 §1: the first click creates the attendee row with joined_at; later clicks keep the
 * first time (the partial unique index on live rows makes the insert a no-op, also when two
 * clicks race). Same statement on SQLite and PostgreSQL.
 */
export async function recordArrival(trx: TransactionClientContract, row: { sessionId: number; userId: number; role: 'learner' | 'host'; at: string }) {
  await trx.rawQuery(
    `insert into session_attendees (session_id, user_id, role, joined_at, duration_seconds, speaking_duration_seconds, count_chats, created_at)
     values (?, ?, ?, ?, 0, 0, 0, ?)
     on conflict (session_id, user_id) where deleted_at is null do nothing`,
    [row.sessionId, row.userId, row.role, row.at, row.at]
  )
}

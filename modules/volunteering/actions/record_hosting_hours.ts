import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime, sqlTime } from '#app/support/database/values'

/**
 * 'session.attendance.confirmed' (issue 15 §3): each host who attended gets a host-session
 * activity of their session_hosts.tutoring_seconds (spec 001 §3.3), dated the session's start day,
 * waiting for review. One per (type, person, session): a repeated delivery changes nothing. A
 * re-confirmation (tutoring may be confirmed again, with other times) updates the entries still
 * waiting for review and removes those of hosts no longer present; approved hours stay as approved.
 */
export async function recordHostingHours({ sessionId, hostUserIds }: { sessionId: number; hostUserIds: number[] }) {
  const rows: { user_id: number; tutoring_seconds: number; start_date: unknown; title: string }[] = hostUserIds.length
    ? await db
        .from('session_hosts')
        .join('tutoring_sessions', 'tutoring_sessions.id', 'session_hosts.session_id')
        .where('session_hosts.session_id', sessionId)
        .whereIn('session_hosts.user_id', hostUserIds)
        .whereNull('session_hosts.deleted_at')
        .where('session_hosts.tutoring_seconds', '>', 0)
        .select('session_hosts.user_id', 'session_hosts.tutoring_seconds', 'tutoring_sessions.start_date', 'tutoring_sessions.title')
    : []
  const now = sqlTime(DateTime.utc())
  await db.transaction(async (trx) => {
    const waiting = () => trx.from('volunteer_activities').where({ type: 'host-session', session_id: sessionId }).whereNull('approved_at')
    await waiting()
      .whereNotIn('user_id', rows.map((row) => row.user_id).concat([0]))
      .delete()
    for (const row of rows) {
      await waiting().where('user_id', row.user_id).whereNot('duration_seconds', row.tutoring_seconds).update({ duration_seconds: row.tutoring_seconds, last_submitted_at: now })
    }
    if (rows.length === 0) return
    await trx
      .table('volunteer_activities')
      .insert(
        rows.map((row) => ({
          type: 'host-session',
          user_id: row.user_id,
          session_id: sessionId,
          date: (fromDbTime(row.start_date) ?? DateTime.utc()).toISODate(),
          duration_seconds: row.tutoring_seconds,
          description: `Hosted “${row.title}”`,
          links: JSON.stringify([`/session/${sessionId}`]),
          last_submitted_at: now,
          created_at: now,
        }))
      )
      .onConflict(['type', 'user_id', 'session_id'])
      .ignore()
  })
  return rows.length
}

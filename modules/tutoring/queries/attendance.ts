import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import { fromDbTime, sqlTime, toNumber } from '#app/support/database/values'

/*
 * Attendance counts (issue 11 §1). A learner attended a session when they hold a live learner
 * row in session_attendees: written by their first click on the join link and kept, or written,
 * by the host's roster as present; the roster soft-deletes it for absent and excused learners.
 * Canceled and deleted sessions do not count.
 */

/**
 * The count of sessions the user attended as a learner, as a query another module may run alone
 * (attendedCountOf) or select as a column of its own query (`.select(attendedCountQuery(id).as('x'))`).
 */
export function attendedCountQuery(userId: number) {
  return attendedRows().where('a.user_id', userId).count('* as total')
}

/** The rows that count as attending: live learner attendee rows (`a`) of sessions (`s`) neither canceled nor deleted. */
function attendedRows() {
  return db
    .from('session_attendees as a')
    .join('tutoring_sessions as s', 's.id', 'a.session_id')
    .where('a.role', 'learner')
    .whereNull('a.deleted_at')
    .whereNull('s.deleted_at')
    .whereNull('s.canceled_at')
}

export type AttendanceSummary = { count: number; lastStartedAt: DateTime | null }

/** For several learners in one query: how many sessions each attended and when the last one started (absent: none). */
export async function attendanceSummariesOf(userIds: number[]): Promise<Map<number, AttendanceSummary>> {
  if (userIds.length === 0) return new Map()
  const rows = await attendedRows().whereIn('a.user_id', userIds).groupBy('a.user_id').select('a.user_id').count('* as total').max('s.start_date as last')
  return new Map(rows.map((row: { user_id: number; total: unknown; last: unknown }) => [Number(row.user_id), { count: toNumber(row.total), lastStartedAt: fromDbTime(row.last) }]))
}

/** The number of sessions the user attended as a learner (interfaces: attendedCountOf). */
export async function attendedCountOf(userId: number): Promise<number> {
  const row = await attendedCountQuery(userId).first()
  return toNumber(row?.total)
}

/**
 * The start times of a learner's no-shows in sessions that started after `since`: a live
 * registration of a session whose roster was confirmed, not excused, not a drop-in, without a live attendee row.
 * A removed learner's registration is deleted, so a removal is no no-show.
 */
export async function noShowStartsOf(userId: number, since: DateTime, client: QueryClientContract = db.connection()): Promise<DateTime[]> {
  const rows = await client
    .from('session_registrations as r')
    .join('tutoring_sessions as s', 's.id', 'r.session_id')
    .where('r.user_id', userId)
    .whereNull('r.deleted_at')
    .whereNull('r.excused_absence_source')
    // A drop-in (issue 18 §3) is written when the learner enters the room: never a no-show.
    .whereNot('r.type', 'dropin')
    .whereNotNull('s.attendance_confirmed_at')
    .whereNull('s.deleted_at')
    .whereNull('s.canceled_at')
    .where('s.start_date', '>', sqlTime(since))
    .whereNotExists((q) =>
      q
        .from('session_attendees as a')
        .whereColumn('a.session_id', 'r.session_id')
        .whereColumn('a.user_id', 'r.user_id')
        .whereNull('a.deleted_at')
    )
    .select('s.start_date')
  return rows.map((row: { start_date: unknown }) => fromDbTime(row.start_date)!)
}

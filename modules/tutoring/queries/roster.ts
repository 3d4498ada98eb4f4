import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime, iso, toNumber } from '#app/support/database/values'
import type TutoringSession from '../models/tutoring_session.js'
import { reportedAttendance, type MeetingAttendance } from '../meeting/meeting_provider.js'
import { ATTENDANCE_CONFIRM_DAYS, prefilledStatus } from '../attendance_rules.js'
import { DELETED_USER_NAME } from './explore.js'
import type { HostRow, Roster } from './session_rows.js'

/*
 * The host's attendance roster of a session (issue 11 §1) in ONE query whatever the number of
 * registrants: the live registrations with their live attendee row. The hosts come from the
 * page's hosts list (loadHosts carries their attendance). The meeting provider's optional
 * attendance report prefills an unconfirmed roster; a confirmed one shows what the host said.
 */
export async function loadRoster(session: TutoringSession, hostRows: HostRow[], canConfirm: boolean): Promise<Roster> {
  const confirmed = session.attendanceConfirmedAt !== null
  const [learnerRows, report] = await Promise.all([
    db
      .from('session_registrations as r')
      .join('users as u', 'u.id', 'r.user_id')
      .leftJoin('session_attendees as a', (join) => {
        join.on('a.session_id', '=', 'r.session_id').andOn('a.user_id', '=', 'r.user_id').andOnNull('a.deleted_at')
      })
      .where('r.session_id', session.id)
      .whereNull('r.deleted_at')
      .select('r.user_id', 'r.excused_absence_source', 'r.excused_absence_reason', 'u.name', 'u.deleted_at as user_deleted_at', 'a.id as attendee_id', 'a.joined_at')
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc'),
    confirmed ? new Map<number, MeetingAttendance>() : reportedAttendance(session),
  ])
  return {
    confirmedAt: iso(session.attendanceConfirmedAt),
    closesAt: session.endDate.plus({ days: ATTENDANCE_CONFIRM_DAYS }).toISO()!,
    canConfirm,
    learners: learnerRows.map((row: any) => {
      const userId = toNumber(row.user_id)
      const reported = report.get(userId)
      return {
        userId,
        name: row.user_deleted_at ? DELETED_USER_NAME : String(row.name),
        status: prefilledStatus({ confirmed, attendeeRow: row.attendee_id !== null, excused: row.excused_absence_source !== null, reported: Boolean(reported) }),
        reason: row.excused_absence_reason ?? null,
        joinedAt: iso(fromDbTime(row.joined_at) ?? reported?.joinedAt ?? null),
      }
    }),
    hosts: hostRows
      .filter((host) => host.approved)
      .map((host) => ({
        userId: host.userId,
        name: host.name,
        role: host.role,
        present:
          prefilledStatus({ confirmed, attendeeRow: host.attended, excused: false, reported: host.attemptedHosting || report.has(host.userId) }) === 'present',
      })),
  }
}

/** Whether a session shows its roster at `now`: once it started, unless canceled. */
export function rosterShown(session: TutoringSession, now: DateTime = DateTime.utc()) {
  return !session.canceledAt && now >= session.startDate
}

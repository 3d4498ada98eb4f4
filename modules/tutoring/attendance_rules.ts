import { DateTime } from 'luxon'

/*
 * Attendance rules (issue 11 §1), pure functions of times and counts. The spec gives none of
 * these values: each is a decision, written down here and in modules/tutoring/README.md.
 */

/** Decision: the roster can be confirmed (and re-confirmed) until 7 days after the session's end. */
export const ATTENDANCE_CONFIRM_DAYS = 7

/** Decision: 3 no-shows (absent, not excused) in sessions that started within 60 days suspend a learner. */
export const NO_SHOW_LIMIT = 3
export const NO_SHOW_WINDOW_DAYS = 60

export type AttendanceStatus = 'present' | 'absent' | 'excused'
export const ATTENDANCE_STATUSES: readonly AttendanceStatus[] = ['present', 'absent', 'excused']

export type AttendanceTimes = {
  startDate: DateTime
  endDate: DateTime
  zoomStartDate: DateTime | null
  zoomEndDate: DateTime | null
  canceledAt: DateTime | null
}

/** The meeting's actual start and end when the provider reported them, else the scheduled ones. */
function meetingSpan(session: AttendanceTimes) {
  const start = session.zoomStartDate ?? session.startDate
  const end = session.zoomEndDate && session.zoomEndDate > start ? session.zoomEndDate : session.endDate
  return { start, end }
}

/** The session's length in whole seconds (what a host who attended is credited with). */
export function sessionSeconds(session: AttendanceTimes): number {
  const { start, end } = meetingSpan(session)
  return Math.max(0, Math.round(end.diff(start, 'seconds').seconds))
}

export type AttendanceWindow = { open: true } | { open: false; reason: 'canceled' | 'not-started' | 'closed' }

/** When the roster may be confirmed: from the start until ATTENDANCE_CONFIRM_DAYS after the end. */
export function attendanceWindow(session: AttendanceTimes, now: DateTime = DateTime.utc()): AttendanceWindow {
  if (session.canceledAt) return { open: false, reason: 'canceled' }
  if (now < session.startDate) return { open: false, reason: 'not-started' }
  if (now > session.endDate.plus({ days: ATTENDANCE_CONFIRM_DAYS })) return { open: false, reason: 'closed' }
  return { open: true }
}

/** Decision: a host may remove a learner from registration until the roster closes (not when canceled). */
export function removalOpen(session: AttendanceTimes, now: DateTime = DateTime.utc()): boolean {
  return !session.canceledAt && now <= session.endDate.plus({ days: ATTENDANCE_CONFIRM_DAYS })
}

/**
 * How the roster is prefilled: what the confirmed roster says once there is one (a live attendee
 * row is present, an excused registration excused); before that, a join click or the provider's
 * report means present.
 */
export function prefilledStatus(facts: { confirmed: boolean; attendeeRow: boolean; excused: boolean; reported: boolean }): AttendanceStatus {
  if (facts.excused) return 'excused'
  return facts.attendeeRow || (!facts.confirmed && facts.reported) ? 'present' : 'absent'
}

/**
 * A present learner's time in the session: the provider's report when it has one; else from
 * their first click on the join link (not before the start) to the end; a learner the host
 * marks present without any record gets the session's length.
 */
export function learnerSeconds(
  session: AttendanceTimes,
  evidence: { reportedSeconds: number | null; joinedAt: DateTime | null }
): number {
  if (evidence.reportedSeconds !== null) return Math.max(0, Math.round(evidence.reportedSeconds))
  const { start, end } = meetingSpan(session)
  if (!evidence.joinedAt) return sessionSeconds(session)
  const from = evidence.joinedAt > start ? evidence.joinedAt : start
  return Math.max(0, Math.round(end.diff(from, 'seconds').seconds))
}

/**
 * The learner-no-shows rule: a learner is suspended (context 'learner-no-shows') when their
 * no-shows in sessions that started within NO_SHOW_WINDOW_DAYS reach NO_SHOW_LIMIT. No-shows
 * before their latest learner-no-shows suspension (lifted or not) do not count again, so a
 * lifted suspension starts a fresh count and re-confirming a roster never suspends twice; an
 * open one of that context means nothing more to do.
 */
export function noShowSuspensionDue(
  noShowStarts: DateTime[],
  previous: { createdAt: DateTime; lifted: boolean } | null,
  now: DateTime = DateTime.utc()
): boolean {
  if (previous && !previous.lifted) return false
  const windowStart = now.minus({ days: NO_SHOW_WINDOW_DAYS })
  const since = previous && previous.createdAt > windowStart ? previous.createdAt : windowStart
  return noShowStarts.filter((start) => start > since && start <= now).length >= NO_SHOW_LIMIT
}

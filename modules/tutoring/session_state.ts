import { DateTime } from 'luxon'
import {
  ATTENDANCE_POLICIES,
  JOIN_OPENS_MINUTES_BEFORE,
  LATE_ENTRY_MINUTES,
  MEETING_OVERRUN_LIMIT_MINUTES,
} from './constants.js'

/*
 * Session states (spec 001 §4.3), as pure functions of a session's times and a clock.
 *
 * - "In progress and ended are computed from actual meeting times, falling back to scheduled
 *   times": the actual times are zoom_start_date / zoom_end_date (set by the meeting provider
 *   when it reports them). An actual end in the past means ended. An actual start without an
 *   end means the meeting is running (in progress), bounded by MEETING_OVERRUN_LIMIT_MINUTES
 *   after the scheduled end. Otherwise the scheduled start/end decide.
 * - "'Upcoming' is judged by end date or attempted hosting": a session belongs to the upcoming
 *   lists (explore, /schedule?show=upcoming, dashboards) while its scheduled end is in the
 *   future, or — past the scheduled end — while a host attempted hosting and the actual meeting
 *   is still open (it ran over). A session whose actual meeting ended is never upcoming.
 *   Canceled sessions are never upcoming.
 */

export type SessionState = 'upcoming' | 'in_progress' | 'ended' | 'canceled'

export type SessionTimes = {
  startDate: DateTime
  endDate: DateTime
  zoomStartDate: DateTime | null
  zoomEndDate: DateTime | null
  attemptedHosting: boolean
  canceledAt: DateTime | null
}

function overrunLimit(session: SessionTimes) {
  return session.endDate.plus({ minutes: MEETING_OVERRUN_LIMIT_MINUTES })
}

/** The live state of a session at `now`. */
export function sessionState(session: SessionTimes, now: DateTime = DateTime.utc()): SessionState {
  if (session.canceledAt) return 'canceled'
  const t = now.toMillis()
  if (session.zoomEndDate && session.zoomEndDate.toMillis() <= t) return 'ended'
  if (session.zoomStartDate && session.zoomStartDate.toMillis() <= t) {
    return t < overrunLimit(session).toMillis() ? 'in_progress' : 'ended'
  }
  if (t < session.startDate.toMillis()) return 'upcoming'
  if (t < session.endDate.toMillis()) return 'in_progress'
  return 'ended'
}

/** Whether the session belongs to "upcoming" lists (see the comment above). */
export function isUpcoming(session: SessionTimes, now: DateTime = DateTime.utc()): boolean {
  if (session.canceledAt) return false
  const t = now.toMillis()
  if (session.zoomEndDate && session.zoomEndDate.toMillis() <= t) return false
  if (session.endDate.toMillis() > t) return true
  return (
    session.attemptedHosting &&
    session.zoomStartDate !== null &&
    session.zoomStartDate.toMillis() <= t &&
    t < overrunLimit(session).toMillis()
  )
}

/** When the join link opens for registrants (and hosts): 10 minutes before the start. */
export function joinOpensAt(session: Pick<SessionTimes, 'startDate'>) {
  return session.startDate.minus({ minutes: JOIN_OPENS_MINUTES_BEFORE })
}

/**
 * Whether the join link is open at `now`: from 10 minutes before the start while the session is
 * not over or canceled; with the no-late-entry policy registrants (not hosts) can join only until
 * 10 minutes after the start.
 */
export function canJoinNow(
  session: SessionTimes & { attendancePolicy: string },
  asHost: boolean,
  now: DateTime = DateTime.utc()
): boolean {
  const state = sessionState(session, now)
  if (state === 'canceled' || state === 'ended') return false
  if (now.toMillis() < joinOpensAt(session).toMillis()) return false
  if (!asHost && session.attendancePolicy === 'no-late-entry') {
    return now.toMillis() <= session.startDate.plus({ minutes: LATE_ENTRY_MINUTES }).toMillis()
  }
  return true
}

export function isAttendancePolicy(value: string): value is (typeof ATTENDANCE_POLICIES)[number] {
  return (ATTENDANCE_POLICIES as readonly string[]).includes(value)
}

/**
 * Whether a study space takes drop-ins at `now` (issue 18 §3): its join link is open for a
 * learner under the standard policy — from 10 minutes before the start until it ends (actual
 * meeting times first), never when canceled. A study space has no "no late entry".
 */
export function dropInOpen(session: SessionTimes, now: DateTime = DateTime.utc()): boolean {
  // Named fields, not a spread: a model keeps its values behind getters.
  const times: SessionTimes = {
    startDate: session.startDate,
    endDate: session.endDate,
    zoomStartDate: session.zoomStartDate,
    zoomEndDate: session.zoomEndDate,
    attemptedHosting: session.attemptedHosting,
    canceledAt: session.canceledAt,
  }
  return canJoinNow({ ...times, attendancePolicy: 'standard' }, false, now)
}

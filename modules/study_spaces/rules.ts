import { DateTime } from 'luxon'
import { JOIN_OPENS_MINUTES_BEFORE, type SessionState } from '#modules/tutoring/index'

/*
 * Where a study space stands for a learner (issue 18 §3). "Live now" is the drop-in window:
 * from 10 minutes before the start (when tutoring opens every join link) until it ends — the
 * same window as tutoring's dropInOpen, read from a list card's state (which already accounts
 * for the meeting's actual start and end).
 */
export type StudySpaceStatus = 'upcoming' | 'live' | 'ended' | 'canceled'

export function studySpaceStatus(space: { state: SessionState; startDate: DateTime | string }, now: DateTime = DateTime.utc()): StudySpaceStatus {
  if (space.state === 'canceled' || space.state === 'ended') return space.state
  if (space.state === 'in_progress') return 'live'
  const start = typeof space.startDate === 'string' ? DateTime.fromISO(space.startDate) : space.startDate
  return now.toMillis() >= start.minus({ minutes: JOIN_OPENS_MINUTES_BEFORE }).toMillis() ? 'live' : 'upcoming'
}

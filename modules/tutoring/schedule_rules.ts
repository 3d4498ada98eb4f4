import { DateTime } from 'luxon'
import { MAX_DAYS_AHEAD, MAX_SESSION_MINUTES, MIN_SESSION_MINUTES } from './constants.js'
import { SESSION_MESSAGES } from './messages.js'

/*
 * The form rules for a session's times (decisions; the spec gives no bounds): the start is in the
 * future and at most a year ahead, the end is after the start, and a session lasts 15 minutes to
 * 4 hours. Returns the field and message of the first problem, or null.
 */
export function scheduleProblem(
  start: DateTime,
  end: DateTime,
  now: DateTime = DateTime.utc()
): { field: 'startDate' | 'endDate'; message: string } | null {
  if (!start.isValid) return { field: 'startDate', message: SESSION_MESSAGES.invalidDate }
  if (!end.isValid) return { field: 'endDate', message: SESSION_MESSAGES.invalidDate }
  if (start.toMillis() <= now.toMillis()) return { field: 'startDate', message: SESSION_MESSAGES.startInPast }
  if (start.toMillis() > now.plus({ days: MAX_DAYS_AHEAD }).toMillis()) return { field: 'startDate', message: SESSION_MESSAGES.tooFar }
  if (end.toMillis() <= start.toMillis()) return { field: 'endDate', message: SESSION_MESSAGES.endBeforeStart }
  const minutes = end.diff(start, 'minutes').minutes
  if (minutes < MIN_SESSION_MINUTES) return { field: 'endDate', message: SESSION_MESSAGES.tooShort(MIN_SESSION_MINUTES) }
  if (minutes > MAX_SESSION_MINUTES) return { field: 'endDate', message: SESSION_MESSAGES.tooLong(MAX_SESSION_MINUTES) }
  return null
}

/**
 * Reads a form's local date-time ("2026-12-01T15:30") in the viewer's time zone; a value with an
 * explicit offset or Z keeps it. Returns a UTC DateTime (invalid when unparsable).
 */
export function parseLocalDateTime(value: string, zone: string): DateTime {
  const parsed = DateTime.fromISO(value.trim(), { zone: zone || 'UTC' })
  return parsed.isValid ? parsed.toUTC() : parsed
}

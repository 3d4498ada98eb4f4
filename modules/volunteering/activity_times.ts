import { DateTime } from 'luxon'

/*
 * Times are stored to the second: a change request and a resubmission in the same second must
 * still order (spec 001 §4.1 compares requested_changes_at with last_submitted_at).
 */
/** Now, or a second after `time` when now is not later (times are stored to the second). */
export function after(time: DateTime | null): DateTime {
  const now = DateTime.utc()
  return time && now.startOf('second') <= time ? time.plus({ seconds: 1 }) : now
}

/** An instant as epoch milliseconds (the shared rules' unit), null staying null. */
export function millis(value: { toMillis(): number } | null): number | null {
  return value?.toMillis() ?? null
}

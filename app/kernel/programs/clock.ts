import { DateTime } from 'luxon'

/*
 * The programs' notion of "now". Registration windows, phases and deadline tasks read it, so tests
 * can pin a date at an iteration boundary (tests run the HTTP server in the same process).
 */
let pinned: DateTime | null = null

export function programNow(): DateTime {
  return pinned ?? DateTime.utc()
}

/** Tests only: pin the clock (null releases it). */
export function pinProgramClock(at: DateTime | null) {
  pinned = at
}

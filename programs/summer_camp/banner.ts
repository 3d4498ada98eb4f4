import type { DateTime } from 'luxon'
import type { Iteration } from '#kernel/programs/define_program'

/**
 * spec 000 §2.6 "The summer camp banner shows only between its start and end dates" (spec 002:
 * "the summer camp banner runs July 1 to August 31, 2025 Eastern time"): from the first camp day's
 * midnight to the end of the last camp day, in the program's zone.
 */
export function campBannerWindow(iteration: Pick<Iteration, 'startsAt' | 'endsAt'>): { startsAt: DateTime; endsAt: DateTime } {
  return { startsAt: iteration.startsAt.startOf('day'), endsAt: iteration.endsAt.plus({ days: 1 }).startOf('day') }
}

export function campBannerMessage(iteration: Pick<Iteration, 'title'>) {
  return `${iteration.title} is on: free small-group tracks all summer.`
}

import { DateTime } from 'luxon'
import type { Role } from './roles.js'

/** spec 000 §9 / spec 001 §5.5: the minimum age is 13. */
export const MINIMUM_AGE = 13

/**
 * Whole years from the date of birth to `today`: the most years that, added to the birthday, do
 * not pass today (as Luxon's year diff counts them, Feb 29 included), without the fractional
 * diff, which cost a measurable share of every signed-in request.
 */
export function ageOn(dateOfBirth: DateTime, today: DateTime = DateTime.utc()): number {
  const born = dateOfBirth.startOf('day')
  const on = today.startOf('day')
  const years = on.year - born.year
  return born.plus({ years }) > on ? years - 1 : years
}

export function isOldEnough(dateOfBirth: DateTime, today: DateTime = DateTime.utc()) {
  return ageOn(dateOfBirth, today) >= MINIMUM_AGE
}

/** spec 000 §6.1 age buckets, derived from the date of birth (never stored as roles). */
export function ageBucket(dateOfBirth: DateTime | null, today: DateTime = DateTime.utc()): Role | null {
  if (!dateOfBirth) return null
  const age = ageOn(dateOfBirth, today)
  if (age < MINIMUM_AGE) return null
  if (age < 16) return 'age:13-to-under-16'
  if (age < 18) return 'age:16-to-under-18'
  if (age < 21) return 'age:18-to-under-21'
  return 'age:21-plus'
}

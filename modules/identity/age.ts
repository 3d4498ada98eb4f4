import { DateTime } from 'luxon'
import type { Role } from './roles.js'

/** spec 000 §9 / spec 001 §5.5: the minimum age is 13. */
export const MINIMUM_AGE = 13

export function ageOn(dateOfBirth: DateTime, today: DateTime = DateTime.utc()): number {
  return Math.floor(today.startOf('day').diff(dateOfBirth.startOf('day'), 'years').years)
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

import { DateTime } from 'luxon'
import { ageOn } from '#modules/identity/index'

/**
 * Age from a raw `date_of_birth` column: SQLite answers 'YYYY-MM-DD' text, PostgreSQL a Date at
 * local midnight (its calendar day is the one to keep).
 */
export function ageOf(dateOfBirth: string | Date | null | undefined): number | null {
  if (!dateOfBirth) return null
  const born =
    typeof dateOfBirth === 'string'
      ? DateTime.fromISO(dateOfBirth.slice(0, 10), { zone: 'utc' })
      : DateTime.utc(dateOfBirth.getFullYear(), dateOfBirth.getMonth() + 1, dateOfBirth.getDate())
  return born.isValid ? ageOn(born) : null
}

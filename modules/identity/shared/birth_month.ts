/*
 * The birth-date prompt's month-and-year rules (spec 000 §2.4 prompt 1; spec 001 §4.6 "choose
 * month and year, confirm approximate age, then Save or Change"; §5.3 "Birth date: month and year
 * both required"). Pure: the prompt (browser) and the route (server) share them.
 */

/** spec 001 §5.3. */
export const BIRTH_DATE_REQUIRED = 'Birth date: month and year both required'

/** The oldest year accepted, as at sign-up (account_validators.ts: on or after 1900-01-01). */
export const OLDEST_BIRTH_YEAR = 1900

export type CalendarDay = { year: number; month: number; day: number }

/**
 * The age of someone born on the first day of `month` of `year`, on `today`: the stored date of
 * birth is that first day, so this is the "about N years old" the prompt confirms.
 */
export function ageFromBirthMonth(year: number, month: number, today: CalendarDay): number {
  const years = today.year - year
  return today.month < month ? years - 1 : years
}

/** The date of birth stored for a month and year: its first day, 'yyyy-MM-01'. */
export function firstDayOf(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`
}

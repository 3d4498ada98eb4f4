import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { MINIMUM_AGE } from '../age.js'
import { ageFromBirthMonth, firstDayOf } from '../shared/birth_month.js'
import { birthDateKnown } from '../birth_date_prompt.js'
import { forgetViewers } from '../viewer_cache.js'

export const BIRTH_MONTH_MESSAGES = {
  future: 'Choose a month that has already passed.',
  tooYoung: `Peerhaven is for people aged ${MINIMUM_AGE} and over. Check the month and year you chose.`,
  alreadySet: 'Your date of birth is already saved.',
} as const

export type BirthMonthOutcome = { ok: true } | { ok: false; reason: string }

/**
 * "Set my age" (spec 002 §7; prompt 1 of spec 000 §2.4): stores the first day of the chosen month
 * as the date of birth of a user who has none. Ages below the platform's minimum (13) and months
 * still to come are refused and change nothing. Only an empty date of birth is filled: the
 * guarded UPDATE makes a second answer (another tab) a refusal, not an overwrite.
 */
export async function setBirthMonth(userId: number, year: number, month: number, now: DateTime = DateTime.utc()): Promise<BirthMonthOutcome> {
  if (year > now.year || (year === now.year && month > now.month)) return { ok: false, reason: BIRTH_MONTH_MESSAGES.future }
  if (ageFromBirthMonth(year, month, now) < MINIMUM_AGE) return { ok: false, reason: BIRTH_MONTH_MESSAGES.tooYoung }
  const updated = await db
    .from('users')
    .where('id', userId)
    .whereNull('date_of_birth')
    .update({ date_of_birth: firstDayOf(year, month), updated_at: sqlTime(now) })
  forgetViewers(userId)
  if (affectedRows(updated) === 0) return { ok: false, reason: BIRTH_MONTH_MESSAGES.alreadySet }
  birthDateKnown(userId)
  return { ok: true }
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'

/** Removes the phone number from the person's own SAT record (nothing else changes). */
export async function removePhoneNumber(userId: number): Promise<void> {
  await db
    .from('sat_bootcamp_users')
    .where('user_id', userId)
    .whereNotNull('phone_number')
    .update({ phone_number: null, updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
}

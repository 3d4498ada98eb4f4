import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { forgetViewers } from '#modules/identity/index'

/**
 * The waiver (spec 001 §3.1 phone_number_waived_at): the user chose text messages off, so the
 * phone reminder stops asking. Adding a number later clears it.
 */
export async function waivePhoneNumber(userId: number, now = DateTime.utc()) {
  await db.from('users').where('id', userId).update({ phone_number_waived_at: sqlTime(now) })
  forgetViewers(userId)
}

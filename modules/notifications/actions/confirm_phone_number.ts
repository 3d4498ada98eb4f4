import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import { isUniqueViolation } from '#app/support/database/errors'
import { PHONE_MESSAGES } from '../phone.js'
import { forgetViewers } from '#modules/identity/index'
import { hashCode } from './request_phone_verification.js'

const MAX_ATTEMPTS = 5

/**
 * Checks the code; on a match the number becomes the user's (phone_number_verified_at now) and the
 * pending code is gone. Five wrong tries or ten minutes end a code. Answers an error message or null.
 */
export async function confirmPhoneNumber(userId: number, code: string, now = DateTime.utc()) {
  const pending = await db.from('phone_verifications').where('user_id', userId).first()
  const expiresAt = fromDbTime(pending?.expires_at)
  if (!pending || !expiresAt || expiresAt <= now || pending.attempts >= MAX_ATTEMPTS) return { code: PHONE_MESSAGES.expired }
  if (hashCode(code) !== pending.code_hash) {
    await db.from('phone_verifications').where('id', pending.id).increment('attempts', 1)
    return { code: PHONE_MESSAGES.wrongCode }
  }
  try {
    await db.transaction(async (trx) => {
      await trx
        .from('users')
        .where('id', userId)
        .update({ phone_number: pending.phone_number, phone_number_verified_at: sqlTime(now), phone_number_waived_at: null })
      await trx.from('phone_verifications').where('id', pending.id).delete()
      forgetViewers(userId, trx)
    })
  } catch (error) {
    // Someone else verified the same number in the meantime (users.phone_number is unique).
    if (isUniqueViolation(error)) return { code: PHONE_MESSAGES.inUse }
    throw error
  }
  return null
}

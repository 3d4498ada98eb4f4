import { createHash, randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import { normalizePhoneNumber, PHONE_MESSAGES } from '../phone.js'
import { sendSms } from './send_sms.js'

export const CODE_TTL_MINUTES = 10
const RESEND_AFTER_SECONDS = 60

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

/**
 * Starts verifying a phone number: checks it (10–15 digits, not someone else's: spec 002 §8
 * "This phone number is already in use."), keeps a hash of a fresh six-digit code for 10 minutes
 * and texts the code. At most one code a minute. Answers an error message or null.
 */
export async function requestPhoneVerification(userId: number, input: string, now = DateTime.utc()) {
  const number = normalizePhoneNumber(input)
  if (!number) return { phoneNumber: PHONE_MESSAGES.format }
  const taken = await db.from('users').where('phone_number', number).whereNot('id', userId).first()
  if (taken) return { phoneNumber: PHONE_MESSAGES.inUse }
  const previous = await db.from('phone_verifications').where('user_id', userId).first()
  const sentAt = fromDbTime(previous?.created_at)
  if (sentAt && now.diff(sentAt, 'seconds').seconds < RESEND_AFTER_SECONDS) return { phoneNumber: PHONE_MESSAGES.tooSoon }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const row = {
    user_id: userId,
    phone_number: number,
    code_hash: hashCode(code),
    attempts: 0,
    expires_at: sqlTime(now.plus({ minutes: CODE_TTL_MINUTES })),
    created_at: sqlTime(now),
  }
  await db.knexQuery().table('phone_verifications').insert(row).onConflict('user_id').merge()
  await sendSms({
    to: number,
    text: `Your Peerhaven code is ${code}. It works for ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
    idempotencyKey: `phone-code:${userId}:${now.toMillis()}`,
    userId,
  })
  return null
}

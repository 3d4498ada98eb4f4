import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isUniqueViolation } from '#app/support/database/errors'
import { SAT_PHONE_MESSAGES, phoneNumberFrom } from '../phone.js'

export type PhoneOutcome = { ok: true } | { ok: false; message: string }

/**
 * Saves the phone number on the person's SAT record (phone.ts), making a learner record when they
 * have none; refused whole when the number breaks the rule or someone else holds it.
 */
export async function savePhoneNumber(userId: number, input: string): Promise<PhoneOutcome> {
  const number = phoneNumberFrom(input)
  if (!number) return { ok: false, message: SAT_PHONE_MESSAGES.format }
  try {
    return await db.transaction(async (trx): Promise<PhoneOutcome> => {
      const held =
        (await trx.from('sat_bootcamp_users').where('phone_number', number).whereNot('user_id', userId).first()) ??
        (await trx.from('users').where('phone_number', number).whereNot('id', userId).first())
      if (held) return { ok: false, message: SAT_PHONE_MESSAGES.inUse }
      const now = DateTime.utc().toSQL({ includeOffset: false })
      const existing = await trx.from('sat_bootcamp_users').where('user_id', userId).forUpdate().first()
      if (existing) await trx.from('sat_bootcamp_users').where('id', existing.id).update({ phone_number: number, updated_at: now })
      else await trx.table('sat_bootcamp_users').insert({ user_id: userId, type: 'learner', phone_number: number, created_at: now, updated_at: now })
      return { ok: true }
    })
  } catch (error) {
    // Two people saving the same number at once: the unique index keeps the first.
    if (isUniqueViolation(error)) return { ok: false, message: SAT_PHONE_MESSAGES.inUse }
    throw error
  }
}

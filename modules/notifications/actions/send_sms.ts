import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { smsProvider } from '../sms/sms_provider.js'

export type OutgoingSms = {
  /** E.164-like: a + and 10 to 15 digits. */
  to: string
  text: string
  /** Unique per message: the same key never sends twice (a retry, a double click). */
  idempotencyKey: string
  userId?: number | null
}

/**
 * Sends one text message at most once per idempotency key: the key is claimed (a unique row of
 * notification_deliveries) before the provider is asked; a failure releases it for a retry.
 * Answers false when the key was already used.
 */
export async function sendSms(message: OutgoingSms): Promise<boolean> {
  const now = sqlTime(DateTime.utc())
  const [claimed] = await db
    .knexQuery()
    .table('notification_deliveries')
    .insert({
      notification_id: null,
      user_id: message.userId ?? null,
      channel: 'sms',
      idempotency_key: message.idempotencyKey,
      status: 'sending',
      due_at: now,
      claimed_at: now,
      attempts: 1,
      payload: '{}',
      created_at: now,
    })
    .onConflict('idempotency_key')
    .ignore()
    .returning('id')
  if (!claimed) return false
  const id = typeof claimed === 'object' ? Number(claimed.id) : Number(claimed)
  try {
    await smsProvider().send({ to: message.to, text: message.text })
  } catch (error) {
    await db.from('notification_deliveries').where('id', id).delete()
    throw error
  }
  await db.from('notification_deliveries').where('id', id).update({ status: 'sent', sent_at: sqlTime(DateTime.utc()) })
  return true
}

import db from '@adonisjs/lucid/services/db'
import { fromDbTime } from '#app/support/database/values'
import type { DateTime } from 'luxon'

export type AcknowledgementState = { key: string; notifyAt: DateTime | null }

/** A user's acknowledgement rows (one indexed query; a user has a handful). */
export async function acknowledgementsOf(userId: number): Promise<Map<string, AcknowledgementState>> {
  const rows = await db.from('user_acknowledgements').where('user_id', userId).select('key', 'notify_at')
  return new Map(rows.map((row) => [row.key, { key: row.key, notifyAt: fromDbTime(row.notify_at) }]))
}

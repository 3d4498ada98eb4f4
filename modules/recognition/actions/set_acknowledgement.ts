import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#app/support/database/values'

/**
 * Sets when the acknowledgement `key` is due for a user (spec 001 "Acknowledgement record: key
 * and notify_at"): a time shows it from then on, null never again. `onlyIfNew` keeps an existing
 * row as it is (a level reached twice is announced once).
 */
export async function setAcknowledgement(
  ack: { userId: number; key: string; notifyAt: DateTime | null; onlyIfNew?: boolean },
  { client }: { client: TransactionClientContract }
): Promise<void> {
  const now = sqlTime(DateTime.utc())
  const notifyAt = ack.notifyAt ? sqlTime(ack.notifyAt) : null
  const insert = client
    .knexQuery()
    .table('user_acknowledgements')
    .insert({ user_id: ack.userId, key: ack.key, notify_at: notifyAt, created_at: now, updated_at: now })
    .onConflict(['user_id', 'key'])
  await (ack.onlyIfNew ? insert.ignore() : insert.merge({ notify_at: notifyAt, updated_at: now }))
}

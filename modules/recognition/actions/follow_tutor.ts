import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#app/support/database/values'

/**
 * Records that `userId` follows `tutorId` (spec 000 §6.4). Idempotent: following again changes
 * nothing and answers false. Whether the pair may follow (the target is a tutor, the follower may
 * see them) is the caller's policy's decision; following oneself is never recorded.
 */
export async function followTutor(
  follow: { userId: number; tutorId: number },
  options: { client: TransactionClientContract }
): Promise<boolean> {
  if (follow.userId === follow.tutorId) return false
  const rows: unknown[] = await options.client
    .knexQuery()
    .table('tutor_follows')
    .insert({ user_id: follow.userId, tutor_id: follow.tutorId, created_at: sqlTime(DateTime.utc()) })
    .returning('id')
    .onConflict(['user_id', 'tutor_id'])
    .ignore()
  return rows.length > 0
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { notifyCertification } from '../notifications.js'

/**
 * A certification lead revokes a certification: the request is soft-deleted with the reason, so
 * the topic stops being tutorable (catalog's canTutorTopic ignores deleted requests) and the tutor
 * may certify again; the tutor is told. Points already earned stay in the ledger (decision: it is
 * append-only).
 */
export async function revokeCertification(requestId: number, staffId: number, reason: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const affected = await trx
      .from('certification_requests')
      .where('id', requestId)
      .whereNull('deleted_at')
      .update({ deleted_at: now, reviewer_user_id: staffId, review_reason: `Revoked: ${reason}`, updated_at: now })
    if (affectedRows(affected) === 0) return false
    const request = await trx.from('certification_requests').where('id', requestId).select('user_id', 'topic_id').firstOrFail()
    await notifyCertification({ userId: request.user_id, requestId, topicId: request.topic_id, byUserId: staffId, outcome: 'revoked' }, { client: trx })
    return true
  })
}

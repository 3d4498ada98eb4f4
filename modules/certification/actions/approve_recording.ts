import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { notifyCertification } from '../notifications.js'

/**
 * Certification staff approve a request's recording: it becomes ready for peer review (spec 001
 * §3.5 recording_approved_at, recording_approving_user_id, ready_for_review_at), and the tutor is
 * told. Once only: false when it was already approved, decided or revoked.
 */
export async function approveRecording(requestId: number, staffId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const affected = await trx
      .from('certification_requests')
      .where('id', requestId)
      .where('type', 'video')
      .whereNull('recording_approved_at')
      .whereNull('approved_at')
      .whereNull('rejected_at')
      .whereNull('deleted_at')
      .update({ recording_approved_at: now, recording_approving_user_id: staffId, ready_for_review_at: now, updated_at: now })
    if (affectedRows(affected) === 0) return false
    const request = await trx.from('certification_requests').where('id', requestId).select('user_id', 'topic_id').firstOrFail()
    await notifyCertification({ userId: request.user_id, requestId, topicId: request.topic_id, byUserId: staffId, outcome: 'recording-approved' }, { client: trx })
    return true
  })
}

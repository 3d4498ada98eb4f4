import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { recordUserEvent } from '#modules/recognition/index'
import { POINTS } from '#modules/recognition/shared/index'

/**
 * The audited tutor's reply (spec 001 §3.5 reply_comment, reply_rating, reply_submitted_at) with
 * its point (spec 002 §9 "Audit reply: 1"). Once per audit: a guarded update, so a second reply
 * changes nothing (false).
 */
export async function replyToAudit(input: { auditId: number; tutorId: number; comment: string; rating: number }): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const changed = await trx
      .from('tutor_audits')
      .where('id', input.auditId)
      .where('user_id', input.tutorId)
      .whereNull('reply_submitted_at')
      .update({ reply_comment: input.comment, reply_rating: input.rating, reply_submitted_at: now, updated_at: now })
    if (affectedRows(changed) !== 1) return false
    await recordUserEvent({ userId: input.tutorId, eventType: 'audit_reply', points: POINTS.auditReply, payload: { auditId: input.auditId }, idempotencyKey: `audit_reply:${input.auditId}` }, { client: trx })
    return true
  })
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { recordUserEvent } from '#modules/recognition/index'
import { POINTS } from '#modules/recognition/shared/index'

/**
 * A mentor verifies an audit that needed review (spec 001 §4.5): it then counts towards the
 * auditor's level. The mentor earns spec 002 §9 "Verify peer reviewer level: 4", once per audit
 * (guarded update plus idempotent key). False when it was already verified.
 */
export async function verifyAudit(input: { auditId: number; mentorId: number }): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const changed = await trx.from('tutor_audits').where('id', input.auditId).whereNull('verified_at').update({ verified_at: now, verifier_id: input.mentorId, needs_review: false, updated_at: now })
    if (affectedRows(changed) !== 1) return false
    await recordUserEvent(
      { userId: input.mentorId, eventType: 'verify_peer_reviewer_level', points: POINTS.verifyPeerReviewerLevel, payload: { auditId: input.auditId }, idempotencyKey: `verify_peer_reviewer_level:${input.auditId}` },
      { client: trx }
    )
    return true
  })
}

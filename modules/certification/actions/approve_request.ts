import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { CertificationRequest, Topic } from '#modules/catalog/index'
import { recordUserEvent } from '#modules/recognition/index'
import { certificationApprovedPoints } from '#modules/recognition/shared/index'
import { notifyCertification } from '../notifications.js'

/**
 * Decides an open request inside the caller's transaction: a guarded update (still undecided and
 * not revoked), so two deciders never both win. Approval of a video request awards its points
 * (spec 002 Points "Certification approved: 10; 50 for a course challenge", a challenge topic),
 * once per request. Returns false when the request was already decided.
 */
export async function decideRequest(
  requestId: number,
  decision: 'approve' | 'reject',
  details: { byUserId: number | null; reason?: string | null },
  { client }: { client: TransactionClientContract }
): Promise<boolean> {
  const now = sqlTime(DateTime.utc())
  const affected = await client
    .from('certification_requests')
    .where('id', requestId)
    .whereNull('approved_at')
    .whereNull('rejected_at')
    .whereNull('deleted_at')
    .update({
      [decision === 'approve' ? 'approved_at' : 'rejected_at']: now,
      reviewer_user_id: details.byUserId,
      review_reason: details.reason ?? null,
      updated_at: now,
    })
  if (affectedRows(affected) === 0) return false
  const request = await CertificationRequest.query({ client }).where('id', requestId).firstOrFail()
  if (request.type === 'video') {
    const outcome = decision === 'approve' ? 'approved' : request.recordingApprovedAt ? 'rejected' : 'recording-declined'
    await notifyCertification({ userId: request.userId, requestId: request.id, topicId: request.topicId, byUserId: details.byUserId, outcome }, { client })
  }
  if (decision === 'approve') {
    if (request.type === 'video') {
      const topic = await Topic.query({ client }).where('id', request.topicId).first()
      await recordUserEvent(
        {
          userId: request.userId,
          eventType: 'certification_approved',
          points: certificationApprovedPoints(topic?.type === 'challenge'),
          payload: { certificationRequestId: request.id, topicId: request.topicId },
          idempotencyKey: `certification_approved:${request.id}`,
        },
        { client }
      )
    }
  }
  return true
}

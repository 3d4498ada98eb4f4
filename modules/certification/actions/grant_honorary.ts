import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { CertificationRequest } from '#modules/catalog/index'

/**
 * Staff grant an honorary certification (spec 001 §3.5 type honorary): approved at once, no
 * recording, no review, no points (decision: points reward the peer-reviewed path), and left off
 * the transcript (§3.5). Null when the person already holds an approved certification of the topic.
 */
export async function grantHonorary(userId: number, topicId: number, staffId: number, reason: string | null): Promise<CertificationRequest | null> {
  return db.transaction(async (trx) => {
    const held = await CertificationRequest.query({ client: trx }).where('user_id', userId).where('topic_id', topicId).whereNotNull('approved_at').first()
    if (held) return null
    const now = DateTime.utc()
    return CertificationRequest.create(
      { userId, topicId, type: 'honorary', approvedAt: now, reviewerUserId: staffId, reviewReason: reason, details: {} },
      { client: trx }
    )
  })
}

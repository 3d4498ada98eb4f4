import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { CertificationRequest } from '#modules/catalog/index'
import { recordUserEvent } from '#modules/recognition/index'
import { POINTS } from '#modules/recognition/shared/index'
import { decideRequest } from './approve_request.js'
import CertificationReview from '../models/certification_review.js'
import { isReviewFlagged, reviewOutcome, type ReviewNotes, type ReviewOutcome } from '../shared/index.js'

export type ReviewResult = { review: CertificationReview; outcome: ReviewOutcome } | null

/**
 * A peer's review of a certification request (spec 001 §3.5 certification_review), flagged per
 * §4.5, with the reviewer's points (spec 002 "Certification reviewed: 2"). The third review decides
 * the request (reviewOutcome: approved on a clean majority, else rejected). One per reviewer and
 * request (unique index): a repeat changes nothing (null). The caller checked the offer rule.
 */
export async function reviewCertification(requestId: number, reviewerId: number, notes: ReviewNotes): Promise<ReviewResult> {
  return db.transaction(async (trx) => {
    const request = await CertificationRequest.query({ client: trx }).where('id', requestId).whereNull('approved_at').whereNull('rejected_at').first()
    if (!request) return null
    const reviewerCertification = await CertificationRequest.query({ client: trx }).where('user_id', reviewerId).where('topic_id', request.topicId).whereNotNull('approved_at').first()
    const now = DateTime.utc()
    const flagged = isReviewFlagged(notes)
    const inserted = await trx
      .knexQuery()
      .table('certification_reviews')
      .insert({
        certification_request_id: request.id,
        subject_user_id: request.userId,
        reviewer_user_id: reviewerId,
        reviewer_certification_request_id: reviewerCertification?.id ?? null,
        review_notes: JSON.stringify(notes),
        flagged,
        reviewed_at: sqlTime(now),
        created_at: sqlTime(now),
        updated_at: sqlTime(now),
      })
      .onConflict(['certification_request_id', 'reviewer_user_id'])
      .ignore()
      .returning('id')
    if (inserted.length === 0) return null
    const review = await CertificationReview.query({ client: trx }).where('certification_request_id', request.id).where('reviewer_user_id', reviewerId).firstOrFail()
    await recordUserEvent(
      { userId: reviewerId, eventType: 'certification_reviewed', points: POINTS.certificationReviewed, payload: { certificationRequestId: request.id }, idempotencyKey: `certification_reviewed:${review.id}` },
      { client: trx }
    )
    const flags = await CertificationReview.query({ client: trx }).where('certification_request_id', request.id).select('flagged')
    const outcome = reviewOutcome(flags.map((row) => row.flagged))
    if (outcome !== 'open') await decideRequest(request.id, outcome, { byUserId: null, reason: `Peer review: ${flags.filter((row) => !row.flagged).length} of ${flags.length} reviews without concerns` }, { client: trx })
    return { review, outcome }
  })
}

import { CertificationRequest } from '#modules/catalog/index'
import { iso } from '#app/support/database/values'
import CertificationProfile from '../models/certification_profile.js'
import CertificationReview from '../models/certification_review.js'

/** A person's own certification data for their export: requests, the reviews they wrote, transcript sharing. */
export async function certificationDataOf(userId: number) {
  const requests = await CertificationRequest.query().where('user_id', userId).withScopes((scopes) => scopes.withDeleted()).orderBy('id')
  const written = await CertificationReview.query().where('reviewer_user_id', userId).orderBy('id')
  const profile = await CertificationProfile.findBy('user_id', userId)
  return {
    requests: requests.map((request) => ({
      id: request.id,
      topicId: request.topicId,
      type: request.type,
      reportedScore: request.reportedScore,
      recordingUrl: request.recordingUrl,
      createdAt: iso(request.createdAt),
      readyForReviewAt: iso(request.readyForReviewAt),
      approvedAt: iso(request.approvedAt),
      rejectedAt: iso(request.rejectedAt),
      revokedAt: iso(request.deletedAt),
      reason: request.reviewReason,
    })),
    reviewsWritten: written.map((review) => ({ certificationRequestId: review.certificationRequestId, notes: review.reviewNotes, reviewedAt: iso(review.reviewedAt) })),
    transcriptShared: profile?.transcriptShared ?? false,
  }
}

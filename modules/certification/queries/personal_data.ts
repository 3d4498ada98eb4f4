import { CertificationRequest } from '#modules/catalog/index'
import { iso } from '#app/support/database/values'
import CertificationProfile from '../models/certification_profile.js'
import CertificationReview from '../models/certification_review.js'
import { quizAttemptsOf } from './tutor_quiz.js'

/** A person's own certification data for their export: requests, the reviews they wrote, tutor quiz attempts, transcript sharing. */
export async function certificationDataOf(userId: number) {
  const requests = await CertificationRequest.query().where('user_id', userId).withScopes((scopes) => scopes.withDeleted()).orderBy('id')
  const written = await CertificationReview.query().where('reviewer_user_id', userId).orderBy('id')
  const profile = await CertificationProfile.findBy('user_id', userId)
  const quizzes = await quizAttemptsOf(userId)
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
    tutorQuiz: quizzes.map((attempt) => ({ answers: attempt.details.answers, score: attempt.details.score, total: attempt.details.total, passedAt: iso(attempt.approvedAt), takenAt: iso(attempt.createdAt) })),
    transcriptShared: profile?.transcriptShared ?? false,
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type CertificationReview from '../models/certification_review.js'

/** A peer review as certification staff see it. */
export default class ReviewTransformer extends BaseTransformer<CertificationReview> {
  toObject() {
    const review = this.resource
    return {
      id: review.id,
      requestId: review.certificationRequestId,
      reportedScore: review.reviewNotes.reportedScore,
      uncheckedItems: review.reviewNotes.uncheckedItems,
      userFeedback: review.reviewNotes.userFeedback,
      flagged: review.flagged,
      reviewedAt: iso(review.reviewedAt)!,
    }
  }
}

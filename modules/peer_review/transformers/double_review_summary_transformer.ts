import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DoubleReviewAgreement } from '../queries/double_review.js'

/** The blind double reviews on Peer Reviews: how many were sampled and completed, and how much the two reviewers agree. */
export default class DoubleReviewSummaryTransformer extends BaseTransformer<DoubleReviewAgreement> {
  toObject() {
    const summary = this.resource
    return { sampled: summary.sampled, completed: summary.completed, overall: summary.overall, bySection: summary.bySection }
  }
}

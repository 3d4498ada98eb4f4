import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { AgeReviewItem } from '../queries/age_assurance.js'

/** A video waiting for review (safety staff only: AssurancePolicy.reviewAges). */
export default class AgeReviewTransformer extends BaseTransformer<AgeReviewItem> {
  toObject() {
    const { check, username, name, age } = this.resource
    return {
      id: check.id,
      username,
      name,
      age,
      // The download route of uploads; it answers only to the owner and this page's staff.
      videoUrl: check.videoUrl && /^\/(?!\/)/.test(check.videoUrl) ? check.videoUrl : null,
      submittedAt: iso(check.createdAt)!,
    }
  }
}

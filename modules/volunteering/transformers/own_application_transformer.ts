import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type ApplicationSubmission from '../models/application_submission.js'

/** The applicant's own view of their current application: its state and the reviewer's message. */
export default class OwnApplicationTransformer extends BaseTransformer<ApplicationSubmission> {
  toObject() {
    const submission = this.resource
    return {
      id: submission.id,
      state: submission.state,
      reviewMessage: submission.reviewMessage,
      createdAt: iso(submission.createdAt)!,
      offerExtendedAt: iso(submission.offerExtendedAt),
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { ApplicationRow } from '../queries/roles.js'

/** An application as the role's reviewers read it: the applicant's display name and answers. */
export default class ApplicationTransformer extends BaseTransformer<ApplicationRow> {
  toObject() {
    const { submission, applicantName } = this.resource
    return {
      id: submission.id,
      applicantName,
      state: submission.state,
      generalResponses: submission.generalResponses,
      roleResponses: submission.roleResponses,
      reviewMessage: submission.reviewMessage,
      createdAt: iso(submission.createdAt)!,
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StaffFeedbackRow } from '../queries/feedback_admin.js'
import { ratingLabel } from '../shared/labels.js'

/** A feedback on the staff Feedbacks page: names, the internal comment and whether it is on Stories. */
export default class StaffFeedbackTransformer extends BaseTransformer<StaffFeedbackRow> {
  toObject() {
    const row = this.resource
    return {
      ...this.pick(row, ['id', 'rating', 'ratingTags', 'comment', 'internalComment', 'nps', 'sessionId', 'sessionTitle', 'learnerName', 'tutorName', 'featured']),
      ratingLabel: ratingLabel(row.rating),
      createdAt: row.createdAt.toISO()!,
    }
  }
}

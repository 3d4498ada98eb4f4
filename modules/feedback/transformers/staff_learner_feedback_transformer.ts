import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StaffLearnerFeedbackRow } from '../queries/learner_feedback_admin.js'
import { learnerAttributeTagLabel, learnerFeedbackTypeLabel, mayBeShownToLearner } from '../shared/index.js'

/** A learner feedback on the staff Learner Feedbacks page: both people by name, the session, the comment. */
export default class StaffLearnerFeedbackTransformer extends BaseTransformer<StaffLearnerFeedbackRow> {
  toObject() {
    const row = this.resource
    return {
      ...this.pick(row, ['id', 'type', 'comment', 'sessionId', 'sessionTitle', 'reviewerName', 'revieweeName', 'featured']),
      mayBeShown: mayBeShownToLearner(row.type),
      typeLabel: learnerFeedbackTypeLabel(row.type),
      tagLabels: row.attributeTags.map(learnerAttributeTagLabel),
      createdAt: row.createdAt.toISO()!,
    }
  }
}

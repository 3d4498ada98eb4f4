import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FeaturedLearnerFeedbackRow } from '../queries/featured_learner_feedback.js'
import { learnerAttributeTagLabel, learnerFeedbackTypeLabel } from '../shared/index.js'

/** A host's feedback as its learner reads it on /feedback/from-tutors: the host's first name only. */
export default class FeaturedLearnerFeedbackTransformer extends BaseTransformer<FeaturedLearnerFeedbackRow> {
  toObject() {
    const row = this.resource
    return {
      ...this.pick(row, ['id', 'type', 'comment', 'sessionTitle', 'tutorFirstName']),
      typeLabel: learnerFeedbackTypeLabel(row.type),
      tagLabels: row.attributeTags.map(learnerAttributeTagLabel),
      sessionStart: row.sessionStart.toISO()!,
    }
  }
}

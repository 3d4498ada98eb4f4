import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LearnerFeedbackDue } from '../queries/learner_feedback_due.js'

/** A session on /tutor/feedback where the host may give feedback on its learners. */
export default class LearnerFeedbackDueTransformer extends BaseTransformer<LearnerFeedbackDue> {
  toObject() {
    return {
      ...this.pick(this.resource, ['sessionId', 'title', 'present', 'given']),
      startDate: this.resource.startDate.toISO()!,
      endDate: this.resource.endDate.toISO()!,
    }
  }
}

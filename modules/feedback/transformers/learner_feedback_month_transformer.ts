import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LearnerFeedbackMonth } from '../queries/learner_feedback_admin.js'

/** One month of the Learner Feedbacks page's type-mix chart: how many of each type. */
export default class LearnerFeedbackMonthTransformer extends BaseTransformer<LearnerFeedbackMonth> {
  toObject() {
    return this.pick(this.resource, ['month', 'positive', 'constructive', 'concern'])
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RecommendedSession } from '#modules/tutoring/index'

/** A suggested session card on the learner dashboard, with why it is suggested. */
export default class RecommendedSessionTransformer extends BaseTransformer<RecommendedSession> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'startDate', 'endDate', 'topicName', 'worldSlug', 'hostName', 'seatsLeft', 'reason'])
  }
}

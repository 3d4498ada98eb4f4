import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SuggestedSession } from './resource_types.js'

/** A suggested session card on the learner dashboard, with why it is suggested. */
export default class RecommendedSessionTransformer extends BaseTransformer<SuggestedSession> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'startDate', 'endDate', 'topicName', 'worldSlug', 'hostName', 'seatsLeft', 'reason'])
  }
}

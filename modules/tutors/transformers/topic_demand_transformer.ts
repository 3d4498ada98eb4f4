import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TopicDemand } from '../queries/demand.js'

/** Unmet demand on a topic, as a tutor sees it: counts only, never who. */
export default class TopicDemandTransformer extends BaseTransformer<TopicDemand> {
  toObject() {
    const { topicId, topicName, learners, anyTime, slots } = this.resource
    return { topicId, topicName, learners, anyTime, slots }
  }
}

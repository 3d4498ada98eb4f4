import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OwnSession } from './resource_types.js'

/** One of the person's own sessions on a dashboard list: when, where, with whom, in which role. */
export default class SessionTransformer extends BaseTransformer<OwnSession> {
  toObject() {
    const item = this.resource
    return {
      ...this.pick(item, ['id', 'title', 'startDate', 'endDate', 'topicName', 'worldTitle', 'hostName', 'seatsLeft', 'maxLearners', 'role', 'canceled', 'seriesId']),
      inProgress: item.state === 'in_progress',
    }
  }
}

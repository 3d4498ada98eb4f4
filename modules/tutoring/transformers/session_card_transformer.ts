import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SessionCard } from '../queries/session_rows.js'

/** One session in a list (explore, world lists): the card the session_card component shows. */
export default class SessionCardTransformer extends BaseTransformer<SessionCard> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'title',
      'startDate',
      'endDate',
      'topicId',
      'topicName',
      'worldSlug',
      'worldTitle',
      'hostName',
      'seatsLeft',
      'maxLearners',
      'languages',
      'registered',
      'state',
      'seriesId',
    ])
  }
}

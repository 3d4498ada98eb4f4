import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StudySpaceItem } from '../queries/rows.js'

/** One study space on /study-spaces. The room's address never goes out (the join route hands it out). */
export default class StudySpaceTransformer extends BaseTransformer<StudySpaceItem> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'title',
      'startDate',
      'endDate',
      'topicName',
      'worldSlug',
      'worldTitle',
      'hostName',
      'seatsLeft',
      'maxLearners',
      'languages',
      'joined',
      'status',
    ])
  }
}

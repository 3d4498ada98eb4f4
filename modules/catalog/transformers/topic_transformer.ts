import { BaseTransformer } from '@adonisjs/core/transformers'
import type Topic from '../models/topic.js'

/** A topic on its course page, with whether the viewer follows it. */
export default class TopicTransformer extends BaseTransformer<Topic> {
  constructor(
    resource: Topic,
    protected followedIds: ReadonlySet<number> = new Set()
  ) {
    super(resource)
  }

  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'name', 'description', 'type']),
      following: this.followedIds.has(this.resource.id),
    }
  }
}

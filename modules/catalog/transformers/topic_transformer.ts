import { BaseTransformer } from '@adonisjs/core/transformers'
import type Topic from '../models/topic.js'

/** What the course page shows of a topic (a model, or the plain copy the public list cache keeps). */
export type TopicSummary = Pick<Topic, 'id' | 'name' | 'description' | 'type'>

/** A topic on its course page, with whether the viewer follows it. */
export default class TopicTransformer extends BaseTransformer<TopicSummary> {
  constructor(
    resource: TopicSummary,
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

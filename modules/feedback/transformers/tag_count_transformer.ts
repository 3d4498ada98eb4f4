import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TagCount } from '../queries/learner_feedback_admin.js'

/** One bar of the Learner Feedbacks page's tags chart (the tag's label and how often it was given). */
export default class TagCountTransformer extends BaseTransformer<TagCount> {
  toObject() {
    return this.pick(this.resource, ['tag', 'count'])
  }
}

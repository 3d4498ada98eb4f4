import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Story } from '../queries/stories.js'
import { ratingLabel } from '../shared/labels.js'

/** A featured comment on /stories: never the learner's name (decision in queries/stories.ts). */
export default class StoryTransformer extends BaseTransformer<Story> {
  toObject() {
    const story = this.resource
    return {
      ...this.pick(story, ['id', 'comment', 'sessionTitle', 'tutorName']),
      ratingLabel: ratingLabel(story.rating),
      givenAt: story.givenAt.toISO()!,
    }
  }
}

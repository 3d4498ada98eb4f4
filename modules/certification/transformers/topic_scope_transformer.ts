import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TutorTopicScope } from '../queries/tutor_topics.js'

/** The course or world of /tutor/{type}/{slug}: what the page names and links to (not the course id). */
export default class TopicScopeTransformer extends BaseTransformer<TutorTopicScope> {
  toObject() {
    const { type, slug, title, worldSlug } = this.resource
    return { type, slug, title, worldSlug }
  }
}

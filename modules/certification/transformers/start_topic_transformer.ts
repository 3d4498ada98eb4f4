import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StartTopic } from '../queries/transcript.js'

/** A topic a tutor may certify in, with the viewer's certification status in it. */
export default class StartTopicTransformer extends BaseTransformer<StartTopic> {
  toObject() {
    const { id, name, type, status } = this.resource
    return { id, name, type, status }
  }
}

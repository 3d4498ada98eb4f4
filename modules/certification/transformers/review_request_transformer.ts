import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CertificationRequest, Topic } from '#modules/catalog/index'

/** A request as its peer reviewer sees it: the topic and the recording, not who made it. */
export default class ReviewRequestTransformer extends BaseTransformer<{ request: CertificationRequest; topic: Topic }> {
  toObject() {
    const { request, topic } = this.resource
    return { id: request.id, topicId: topic.id, topicName: topic.name, topicDescription: topic.description, recordingUrl: request.recordingUrl }
  }
}

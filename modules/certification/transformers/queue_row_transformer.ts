import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { QueueRow } from '../queries/certifications.js'

/** A request in a staff queue of the Certifications console. */
export default class QueueRowTransformer extends BaseTransformer<QueueRow> {
  toObject() {
    const { request, topic, requester, reviewCount, flaggedCount } = this.resource
    return {
      id: request.id,
      type: request.type,
      topicId: topic.id,
      topicName: topic.name,
      requesterUsername: requester.username,
      reportedScore: request.reportedScore,
      recordingUrl: request.recordingUrl,
      reviewCount,
      flaggedCount,
      createdAt: iso(request.createdAt)!,
      approvedAt: iso(request.approvedAt),
    }
  }
}

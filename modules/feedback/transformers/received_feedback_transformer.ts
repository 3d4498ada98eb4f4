import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReceivedFeedback } from '../queries/received_feedback.js'

/** A feedback as its tutor reads it: no author, no internal comment, no NPS (queries/received_feedback.ts). */
export default class ReceivedFeedbackTransformer extends BaseTransformer<ReceivedFeedback> {
  toObject() {
    return {
      id: this.resource.id,
      sessionId: this.resource.sessionId,
      sessionTitle: this.resource.sessionTitle,
      sessionStart: this.resource.sessionStart.toISO()!,
      type: this.resource.type,
      rating: this.resource.rating,
      ratingTags: this.resource.ratingTags,
      comment: this.resource.comment,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}

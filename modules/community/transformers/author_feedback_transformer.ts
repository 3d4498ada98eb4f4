import { BaseTransformer } from '@adonisjs/core/transformers'
import type PostFeedback from '../models/post_feedback.js'

/** Feedback as the post's author reads it: the rating and the note, never the internal note. */
export default class AuthorFeedbackTransformer extends BaseTransformer<PostFeedback> {
  toObject() {
    return {
      id: this.resource.id,
      postId: this.resource.postId,
      rating: this.resource.rating,
      note: this.resource.note,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReviewRow } from '../queries/post_feedback.js'

/**
 * A post or comment on the staff Comments page with every reviewer's feedback, internal notes
 * included (the page is staff-only: PostFeedbackPolicy.review), and whether the viewer already
 * gave theirs.
 */
export default class PostReviewTransformer extends BaseTransformer<ReviewRow> {
  constructor(
    resource: ReviewRow,
    protected viewerId: number
  ) {
    super(resource)
  }

  toObject() {
    const { post, authorName, place, href, feedback } = this.resource
    return {
      id: post.id,
      isComment: post.parentPostId !== null,
      excerpt: post.excerpt,
      authorName,
      place,
      href,
      hidden: post.hiddenAt !== null,
      createdAt: post.createdAt.toISO()!,
      feedback: feedback.map((row) => ({
        id: row.feedback.id,
        reviewerName: row.reviewerName,
        mine: row.feedback.reviewerUserId === this.viewerId,
        rating: row.feedback.rating,
        note: row.feedback.note,
        internalNote: row.feedback.internalNote,
        featured: row.featured,
        createdAt: row.feedback.createdAt.toISO()!,
      })),
    }
  }
}

import db from '@adonisjs/lucid/services/db'
import { recordUserEvent } from '#modules/recognition/index'
import { isDetailedNote, postFeedbackPoints } from '#modules/recognition/shared/index'
import PostFeedback from '../models/post_feedback.js'
import type Post from '../models/post.js'

export type PostFeedbackInput = { rating: number; note: string | null; internalNote: string | null }

/**
 * A reviewer rates a post or comment (one feedback per reviewer and post: a second submission
 * edits it). The first submission earns the reviewer the points of spec 002 "Post feedback
 * given: 1, +1 if detailed, +1 if it has an internal comment", in the same transaction; edits
 * earn nothing more (decision: points reward giving feedback, not rewording it; the ledger key
 * post_feedback:<id> makes a repeat harmless).
 */
export async function givePostFeedback(post: Post, reviewerId: number, input: PostFeedbackInput): Promise<{ feedback: PostFeedback; points: number }> {
  return db.transaction(async (trx) => {
    const existing = await PostFeedback.query({ client: trx }).where('post_id', post.id).where('reviewer_user_id', reviewerId).forUpdate().first()
    if (existing) {
      existing.useTransaction(trx)
      await existing.merge(input).save()
      return { feedback: existing, points: 0 }
    }
    const feedback = await PostFeedback.create({ postId: post.id, userId: post.userId, reviewerUserId: reviewerId, ...input }, { client: trx })
    const points = postFeedbackPoints({ detailed: isDetailedNote(input.note), hasInternalNote: Boolean(input.internalNote) })
    await recordUserEvent(
      { userId: reviewerId, eventType: 'post_feedback_given', points, payload: { postId: post.id, feedbackId: feedback.id }, idempotencyKey: `post_feedback:${feedback.id}` },
      { client: trx }
    )
    return { feedback, points }
  })
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import type { HookEvents } from '#kernel/hooks'
import PostEvent from '../models/post_event.js'
import { hiddenPendingReview } from '../queries/moderation.js'

/**
 * safety's 'content.flag.reviewed' with outcome dismissed: a post that a report hid pending
 * review is shown again. One a moderator hid (before or after the report) stays hidden: the
 * report's dismissal says nothing about the moderator's reason.
 */
export async function restoreReviewedPost(review: HookEvents['content.flag.reviewed']): Promise<void> {
  if (review.subjectType !== 'post' || review.outcome !== 'dismissed') return
  await db.transaction(async (trx) => {
    if (!(await hiddenPendingReview(review.subjectId, trx))) return
    const now = sqlTime(DateTime.utc())
    await trx.from('posts').where('id', review.subjectId).whereNotNull('hidden_at').update({ hidden_at: null, updated_at: now })
    await PostEvent.create({ postId: review.subjectId, userId: review.reviewerId, type: 'restored', body: null, isCollapsible: false, hiddenAt: null }, { client: trx })
  })
}

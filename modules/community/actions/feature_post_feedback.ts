import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/**
 * A reviewer features a feedback (spec 001 §3.2 post_feedback_featured; the featured list feeds
 * issue 11's /stories). Featuring a featured feedback changes nothing (false).
 */
export async function featurePostFeedback(feedbackId: number, userId: number): Promise<boolean> {
  const now = sqlTime(DateTime.utc())
  const rows: unknown[] = await db
    .knexQuery()
    .table('post_feedback_featured')
    .insert({ post_feedback_id: feedbackId, user_id: userId, created_at: now, updated_at: now })
    .onConflict('post_feedback_id')
    .ignore()
    .returning('id')
  return rows.length > 0
}

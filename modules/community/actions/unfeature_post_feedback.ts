import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#app/support/database/values'

/** Takes a feedback off the featured list; one that was not featured changes nothing (false). */
export async function unfeaturePostFeedback(feedbackId: number): Promise<boolean> {
  return affectedRows(await db.from('post_feedback_featured').where('post_feedback_id', feedbackId).delete()) > 0
}

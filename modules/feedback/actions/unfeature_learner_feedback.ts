import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/*
 * Staff stop showing a learner feedback to its learner (spec 001 §3.4 learner_feedback_featured):
 * the row is soft-deleted (DESIGN "Soft deletes"); nothing happens when it was not featured.
 */
export async function unfeatureLearnerFeedback(learnerFeedbackId: number, staffId: number) {
  const now = sqlTime(DateTime.utc())
  await db.from('learner_feedback_featured').where('learner_feedback_id', learnerFeedbackId).whereNull('deleted_at').update({ user_id: staffId, updated_at: now, deleted_at: now })
}

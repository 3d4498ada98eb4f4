import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'

/** Publishes a draft (a second publish changes nothing). True when it was published now. */
export async function publishAssessment(assessmentId: number, now = DateTime.utc()) {
  const at = sqlTime(now)
  return affectedRows(await db.from('assessments').where('id', assessmentId).whereNull('published_at').whereNull('archived_at').update({ published_at: at, updated_at: at })) > 0
}

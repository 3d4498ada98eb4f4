import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'

/** Archives an assessment (admin): it closes everywhere it was released. True when it was archived now. */
export async function archiveAssessment(assessmentId: number, now = DateTime.utc()) {
  const at = sqlTime(now)
  return affectedRows(await db.from('assessments').where('id', assessmentId).whereNull('archived_at').update({ archived_at: at, updated_at: at })) > 0
}

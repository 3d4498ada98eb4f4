import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'

/**
 * Makes a training the one a series template requires (spec 001 §5.4 tutor_training_id), or stops
 * it being required (only if it is this training the template requires). False when nothing
 * matched: no live template with this id, or it does not require this training.
 */
export async function setTemplateTraining(templateId: number, trainingId: number, required: boolean): Promise<boolean> {
  const query = db.from('series_templates').where('id', templateId).whereNull('deleted_at')
  if (!required) query.where('tutor_training_id', trainingId)
  const result = await query.update({ tutor_training_id: required ? trainingId : null, updated_at: sqlTime(DateTime.utc()) })
  return affectedRows(result) > 0
}

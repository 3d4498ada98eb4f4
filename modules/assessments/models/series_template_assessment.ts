import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.3 series_template_assessment: every series hosted from the template gets the assessment. */
export default class SeriesTemplateAssessment extends BaseModel {
  static table = 'series_template_assessments'

  @column({ isPrimary: true }) declare id: number
  @column() declare seriesTemplateId: number
  @column() declare assessmentId: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

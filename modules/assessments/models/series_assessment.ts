import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.5 series_assessment (+ results_released_at): an assessment released to a series. */
export default class SeriesAssessment extends BaseModel {
  static table = 'series_assessments'

  @column({ isPrimary: true }) declare id: number
  @column() declare assessmentId: number
  @column() declare seriesId: number
  @column.dateTime() declare releasedAt: DateTime | null
  @column.dateTime() declare resultsReleasedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.5 assessment_session (+ results_released_at): an assessment released to a session. */
export default class AssessmentSession extends BaseModel {
  static table = 'assessment_sessions'

  @column({ isPrimary: true }) declare id: number
  @column() declare assessmentId: number
  @column() declare sessionId: number
  @column.dateTime() declare releasedAt: DateTime | null
  @column.dateTime() declare resultsReleasedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

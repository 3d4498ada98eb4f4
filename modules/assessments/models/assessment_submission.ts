import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { FormValues } from '#modules/forms/shared/index'

/* spec 001 §3.5 assessment_submission, tied to its release (once per learner and release) and scored when stored. */
export default class AssessmentSubmission extends BaseModel {
  static table = 'assessment_submissions'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare assessmentId: number
  @column() declare seriesAssessmentId: number | null
  @column() declare assessmentSessionId: number | null
  @jsonColumn<FormValues>({}) declare responses: FormValues
  @column() declare score: number
  @column() declare maxScore: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.5 sat_assessment: the SAT practice test of an assessment (its test and answers PDFs). */
export default class SatAssessment extends BaseModel {
  static table = 'sat_assessments'

  @column({ isPrimary: true }) declare id: number
  @column() declare assessmentId: number
  /** The SAT Bootcamp iteration (SAT test) key, or null. */
  @column() declare satTest: string | null
  @column() declare testPdfUrl: string
  @column() declare answersPdfUrl: string
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

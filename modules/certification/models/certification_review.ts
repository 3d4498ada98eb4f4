import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { ReviewNotes } from '../shared/index.js'

/* spec 001 §3.5 certification_review; `flagged` per §4.5 (isReviewFlagged), stored when written. */
export default class CertificationReview extends BaseModel {
  static table = 'certification_reviews'

  @column({ isPrimary: true }) declare id: number
  @column() declare certificationRequestId: number
  @column() declare subjectUserId: number
  @column() declare reviewerUserId: number
  @column() declare reviewerCertificationRequestId: number | null
  @jsonColumn<ReviewNotes>({ reportedScore: 0, uncheckedItems: [], userFeedback: '' }) declare reviewNotes: ReviewNotes
  @column() declare reviewNotesOld: string | null
  @column({ consume: (value) => Boolean(value) }) declare flagged: boolean
  @column.dateTime() declare reviewedAt: DateTime
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ReviewIntention } from '../shared/index.js'

/* A host's pending or answered review of a learner they removed (migration 0164). */
export default class RemovedLearnerReview extends BaseModel {
  static table = 'removed_learner_reviews'

  @column({ isPrimary: true }) declare id: number
  @column() declare sessionId: number
  @column() declare learnerId: number
  @column() declare hostId: number
  @column() declare reason: string
  @column() declare intention: ReviewIntention | null
  @column() declare explanation: string | null
  @column() declare safetyReportId: number | null
  @column.dateTime() declare reviewedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AccountDecision } from '../shared/index.js'

/* A staff decision on an unreviewed account (migration 0170; append-only). */
export default class AccountReview extends BaseModel {
  static table = 'account_reviews'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare reviewerId: number | null
  @column() declare decision: AccountDecision
  @column() declare note: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

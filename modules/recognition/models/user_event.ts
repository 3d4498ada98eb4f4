import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { UserEventType } from '../shared/index.js'

/* One row of the points ledger (append-only). */
export default class UserEvent extends BaseModel {
  static table = 'user_events'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare sessionId: number | null
  @column() declare eventType: UserEventType
  @jsonColumn<Record<string, unknown>>({}) declare eventPayload: Record<string, unknown>
  @column() declare eventPoints: number
  @column() declare processedWith: string | null
  @column() declare idempotencyKey: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'

/* One thing a user is told (spec 001 §3.2 notification); its kind's describe() turns it into a line. */
export default class Notification extends BaseModel {
  static table = 'notifications'

  @column({ isPrimary: true }) declare id: number
  @column() declare key: string
  @column() declare userId: number
  @column() declare relatedUserId: number | null
  @column() declare secondaryRelatedUserId: number | null
  @column() declare worldId: number | null
  @column() declare sessionId: number | null
  @column() declare seriesId: number | null
  @column() declare postId: number | null
  @jsonColumn<Record<string, unknown>>({}) declare payload: Record<string, unknown>
  @column.dateTime() declare notifyAt: DateTime
  @column.dateTime() declare clickedAt: DateTime | null
  @column({ consume: (value) => value === true || value === 1 || value === '1' }) declare inApp: boolean
  @column() declare idempotencyKey: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

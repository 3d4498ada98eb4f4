import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* A user's private, revocable calendar feed URL (/calendar/{token}.ics). */
export default class CalendarFeed extends BaseModel {
  static table = 'calendar_feeds'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare token: string
  @column.dateTime() declare revokedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* A person (user_id) blocked another (blocked_user_id): no messages either way (issue 14 §1). */
export default class UserBlock extends BaseModel {
  static table = 'user_blocks'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare blockedUserId: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/*
 * spec 001 §3.2 conversation_user: a member of a direct, staff or one-on-one-request conversation;
 * for session and series groups only the member's read state and mute (membership is read from
 * the tutoring and series tables).
 */
export default class ConversationUser extends BaseModel {
  static table = 'conversation_users'

  @column({ isPrimary: true }) declare id: number
  @column() declare conversationId: number
  @column() declare userId: number
  @column() declare lastReadMessageId: number | null
  @column.dateTime() declare lastReadAt: DateTime | null
  @column({ consume: (value: unknown) => Boolean(value) }) declare muted: boolean
  @column.dateTime() declare leftAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.3 session_comment: a short plain-text comment on a session page (README). */
export default class SessionComment extends BaseModel {
  static table = 'session_comments'

  @column({ isPrimary: true }) declare id: number
  @column() declare sessionId: number
  @column() declare userId: number
  /** What the author wrote: shown to the author and to moderators only. */
  @column() declare message: string
  /** The message with contact details masked: what everyone else reads. */
  @column() declare messageSafe: string
  @column.dateTime() declare hiddenAt: DateTime | null
  @column() declare hiddenByUserId: number | null
  @column.dateTime() declare heldAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

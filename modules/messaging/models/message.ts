import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { RichTextContent } from '#modules/rich_text/index'

/* spec 001 §3.2 message, plus the excerpt, who hid it, and the hold for review (issue 13 §4). */
export default class Message extends BaseModel {
  static table = 'messages'

  @column({ isPrimary: true }) declare id: number
  @column() declare conversationId: number
  @column() declare userId: number | null
  @column() declare type: string
  @jsonColumn<RichTextContent>({ serialization_method: 'plain_text', content: '' }) declare body: RichTextContent
  @column() declare excerpt: string
  @column.dateTime() declare hiddenAt: DateTime | null
  @column() declare hiddenBy: number | null
  @column.dateTime() declare heldForReviewAt: DateTime | null
  @column.dateTime() declare editedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

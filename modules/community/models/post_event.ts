import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { RichTextContent } from '#modules/rich_text/index'
import type { PostEventType } from '../shared/values.js'

/* spec 001 §3.2 post_event: the append-only history of a post (an edit keeps the body before it). */
export default class PostEvent extends BaseModel {
  static table = 'post_events'

  @column({ isPrimary: true }) declare id: number
  @column() declare postId: number
  @column() declare userId: number | null
  @column() declare type: PostEventType
  @jsonColumn<RichTextContent | null>(null) declare body: RichTextContent | null
  @jsonColumn<string[]>([]) declare attachmentUrls: string[]
  @column({ consume: (value: unknown) => Boolean(value) }) declare isCollapsible: boolean
  @column.dateTime() declare hiddenAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

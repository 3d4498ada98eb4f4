import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { RichTextContent } from '#modules/rich_text/index'
import type { PinnedScope, PostStatus, PostType } from '../shared/values.js'
import { excerptOf } from '../shared/text.js'

/*
 * spec 001 §3.2 post: in a channel (world_id is the channel's world), a world, a session or a
 * series. Comments point at their post through parent_post_id and copy its place columns, so
 * every visibility rule reads the row itself.
 */
export default class Post extends BaseModel {
  static table = 'posts'

  @column({ isPrimary: true }) declare id: number
  @column() declare type: PostType
  @column() declare worldId: number | null
  @column() declare channelId: number | null
  @column() declare sessionId: number | null
  @column() declare seriesId: number | null
  @column() declare parentPostId: number | null
  @column() declare userId: number
  @jsonColumn<RichTextContent>({ serialization_method: 'plain_text', content: '' }) declare body: RichTextContent
  @column() declare excerpt: string
  @column() declare pinnedScope: PinnedScope | null
  @column() declare status: PostStatus
  @jsonColumn<string[]>([]) declare attachmentUrls: string[]
  @jsonColumn<Record<string, unknown>>({}) declare payload: Record<string, unknown>
  @column() declare commentCount: number
  @column.dateTime() declare lastEditedAt: DateTime | null
  @column.dateTime() declare hiddenAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

/** Where a post is and who wrote what: the rest of a new row takes the defaults of a fresh post. */
export type NewPostRow = Pick<Post, 'type' | 'userId' | 'worldId' | 'channelId' | 'sessionId' | 'seriesId' | 'parentPostId' | 'body'>

/** A new, published post's attributes (its excerpt kept from the body). */
export function freshPost(row: NewPostRow): Partial<Post> {
  return {
    ...row,
    excerpt: excerptOf(row.body),
    pinnedScope: null,
    status: 'published',
    attachmentUrls: [],
    payload: {},
    commentCount: 0,
    lastEditedAt: null,
    hiddenAt: null,
  }
}

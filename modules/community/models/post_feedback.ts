import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.2 post_feedback: a reviewer's rating of a post; user_id is the post's author. */
export default class PostFeedback extends BaseModel {
  static table = 'post_feedback'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare reviewerUserId: number
  @column() declare postId: number
  @column() declare rating: number
  @column() declare note: string | null
  @column() declare internalNote: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.2 post_feedback_featured: feedback someone (user_id) chose to feature. */
export default class PostFeedbackFeatured extends BaseModel {
  static table = 'post_feedback_featured'

  @column({ isPrimary: true }) declare id: number
  @column() declare postFeedbackId: number
  @column() declare userId: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.3 topic_follow (hard-deleted on unfollow: it carries no history). */
export default class TopicFollow extends BaseModel {
  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare topicId: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

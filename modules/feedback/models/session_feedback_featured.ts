import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.3 session_feedback_featured: staff featured a feedback (on the /stories page when on_stories_page). */
export default class SessionFeedbackFeatured extends BaseModel {
  static table = 'session_feedback_featured'

  @column({ isPrimary: true }) declare id: number
  @column() declare sessionFeedbackId: number
  @column() declare userId: number
  @column() declare onStoriesPage: boolean
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

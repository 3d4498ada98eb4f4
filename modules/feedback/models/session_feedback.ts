import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.3 session_feedback: a learner's rating of a session they registered for. */
export default class SessionFeedback extends BaseModel {
  static table = 'session_feedback'

  @column({ isPrimary: true }) declare id: number
  @column() declare sessionId: number
  @column() declare userId: number
  /** 'tutor' (the standard form) or 'dialogue'. */
  @column() declare type: 'tutor' | 'dialogue'
  @column() declare rating: string
  @column({ prepare: (value: string[]) => JSON.stringify(value), consume: (value: string) => JSON.parse(value) })
  declare ratingTags: string[]
  @column() declare comment: string | null
  @column() declare internalComment: string | null
  @column() declare nps: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

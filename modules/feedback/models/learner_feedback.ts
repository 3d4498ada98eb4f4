import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.4 learner_feedback: a host's feedback on a learner of their session. */
export default class LearnerFeedback extends BaseModel {
  static table = 'learner_feedback'

  @column({ isPrimary: true }) declare id: number
  @column() declare sessionId: number
  @column() declare reviewerUserId: number
  @column() declare revieweeUserId: number
  @column() declare type: string
  @column() declare comment: string | null
  @column({ prepare: (value: string[]) => JSON.stringify(value), consume: (value: string) => JSON.parse(value) })
  declare attributeTags: string[]
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.2 live_help_request: a learner's question (its post) and the instant session it became. */
export default class LiveHelpRequest extends BaseModel {
  static table = 'live_help_requests'

  @column({ isPrimary: true }) declare id: number
  @column() declare postId: number
  @column() declare sessionId: number | null
  @column() declare userId: number
  @column() declare worldId: number
  @column() declare topicId: number
  @column() declare tutorUserId: number | null
  @column.dateTime() declare pickedUpAt: DateTime | null
  @column.dateTime() declare canceledAt: DateTime | null
  @column() declare cancellationReason: string | null
  @column() declare canceledByUserId: number | null
  @column.dateTime() declare completedAt: DateTime | null
  @column() declare completionNote: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

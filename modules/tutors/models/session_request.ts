import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { ActivityEntry, RequestStatus } from '../rules.js'

/* spec 001 §3.3 session_request: a learner's one-on-one request to a tutor (issue 18 §2). */
export default class SessionRequest extends BaseModel {
  static table = 'session_requests'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare tutorUserId: number
  @column() declare topicId: number
  @column() declare details: string
  @column() declare status: RequestStatus
  @jsonColumn<ActivityEntry[]>([]) declare activityLog: ActivityEntry[]
  @column() declare priority: number
  @column() declare declineReason: string | null
  @column() declare sessionId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
  @column.dateTime() declare deletedAt: DateTime | null
  /** When it was declined or closed (README "Retention"). */
  @column.dateTime() declare endedAt: DateTime | null
  @column.dateTime() declare detailsRemovedAt: DateTime | null
}

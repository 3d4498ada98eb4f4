import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AdminMessageType } from '../shared/index.js'

/* A message from the moderation team (spec 001 §3.4 user_admin_message; migration 0163). */
export default class UserAdminMessage extends BaseModel {
  static table = 'user_admin_messages'

  @column({ isPrimary: true }) declare id: number
  /** The staff author. */
  @column() declare userId: number | null
  @column() declare recipientUserId: number
  @column() declare type: AdminMessageType
  @column() declare acknowledgmentText: string | null
  @column() declare content: string
  @column() declare safetyReportId: number | null
  @column() declare detectedIssueId: number | null
  @column() declare sessionId: number | null
  @column.dateTime() declare acknowledgedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

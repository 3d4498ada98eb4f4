import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'

/* Something the platform detected about a user's content (spec 001 §3.4 detected_issue; migration 0162). */
export default class DetectedIssue extends BaseModel {
  static table = 'detected_issues'

  @column({ isPrimary: true }) declare id: number
  @column() declare type: string
  @column() declare entityType: string
  @column() declare userId: number
  @column() declare reporterUserId: number | null
  @column() declare strike: boolean
  @column.dateTime() declare strikeVoidedAt: DateTime | null
  @column() declare strikeVoidedReason: string | null
  @column() declare strikeVoidedBy: number | null
  @column() declare safetyReportId: number | null
  @column() declare content: string | null
  @column() declare key: string | null
  @jsonColumn<Record<string, unknown>>({}) declare payload: Record<string, unknown>
  @column.dateTime() declare occurredAt: DateTime
  @column() declare contentFlagId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

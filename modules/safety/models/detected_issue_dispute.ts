import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type DisputeStatus = 'open' | 'upheld' | 'rejected'

/* A user's dispute of a detected issue (spec 001 §3.4 detected_issue_dispute). */
export default class DetectedIssueDispute extends BaseModel {
  static table = 'detected_issue_disputes'

  @column({ isPrimary: true }) declare id: number
  @column() declare detectedIssueId: number
  @column() declare userId: number | null
  @column() declare content: string
  @column() declare status: DisputeStatus
  @column.dateTime() declare resolvedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

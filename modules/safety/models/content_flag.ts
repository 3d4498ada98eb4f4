import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ContentFlagStatus, ReportReason, ReportSeverity } from '../shared/index.js'

/* A report of a piece of content, a `{ contentType, subjectId }` subject (migration 0146). */
export default class ContentFlag extends BaseModel {
  static table = 'content_flags'

  @column({ isPrimary: true }) declare id: number
  @column() declare contentType: string
  @column() declare subjectId: number
  @column() declare category: ReportReason
  @column() declare content: string
  @column() declare link: string
  @column() declare status: ContentFlagStatus
  @column() declare severity: ReportSeverity
  @column() declare userId: number | null
  @column() declare details: string | null
  @column() declare reviewerId: number | null
  @column.dateTime() declare reviewedAt: DateTime | null
  @column() declare reviewNote: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { ReportReason, ReportSeverity, ResolutionState, SafetyReportStatus, SafetyReportType } from '../shared/index.js'

/* A safety report (spec 001 §3.4 platform_feedback; migration 0160). Status fields are derived from its actions. */
export default class SafetyReport extends BaseModel {
  static table = 'safety_reports'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number | null
  @column() declare type: SafetyReportType
  @column() declare reason: ReportReason
  @column() declare severity: ReportSeverity
  @column() declare severityRank: number
  @column() declare detectedIssueType: string | null
  @column() declare link: string | null
  @column() declare description: string
  @column() declare sessionId: number | null
  @column() declare contentFlagId: number | null
  @jsonColumn<number[]>([]) declare subjectUserIds: number[]
  @column() declare status: SafetyReportStatus
  @column() declare resolution: ResolutionState
  @column() declare actingUserId: number | null
  @column() declare internalNote: string | null
  @jsonColumn<string[]>([]) declare internalTypes: string[]
  @column.dateTime() declare actionNeededAt: DateTime | null
  @column() declare sanctionId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

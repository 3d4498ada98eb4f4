import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ActionState } from '../shared/index.js'

/* One entry of a report's safety_actions log (spec 001 §3.4: userId, status, timestamp). Append-only. */
export default class SafetyReportAction extends BaseModel {
  static table = 'safety_report_actions'

  @column({ isPrimary: true }) declare id: number
  @column() declare safetyReportId: number
  @column() declare userId: number | null
  @column() declare status: ActionState
  @column() declare comment: string | null
  @column() declare unsuspendedSubjectUsers: boolean
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'

/* Why a user was suspended, with evidence and the one appeal (migration 0161). */
export default class Sanction extends BaseModel {
  static table = 'sanctions'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare context: string
  @column() declare reasonCode: string
  @jsonColumn<string[]>([]) declare evidenceLinks: string[]
  @column() declare safetyReportId: number | null
  @column() declare byUserId: number | null
  @column.dateTime() declare appealDeadlineAt: DateTime
  @column.dateTime() declare appealedAt: DateTime | null
  @column() declare appealText: string | null
  @column() declare appealReportId: number | null
  @column.dateTime() declare liftedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'

/* spec 001 §3.3 session_registration. */
export default class SessionRegistration extends compose(BaseModel, SoftDeletes) {
  static table = 'session_registrations'

  @column({ isPrimary: true }) declare id: number
  @column() declare sessionId: number
  @column() declare userId: number
  @column() declare type: string
  @jsonColumn<Record<string, unknown>>({}) declare details: Record<string, unknown>
  @column() declare joinUrl: string | null
  @column({ consume: (value: unknown) => Boolean(value) }) declare attemptedJoining: boolean
  @column() declare excusedAbsenceSource: string | null
  @column() declare excusedAbsenceReason: string | null
  @column() declare deletedSource: string | null
  @column() declare deletedReason: string | null
  @column() declare deletedMessage: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

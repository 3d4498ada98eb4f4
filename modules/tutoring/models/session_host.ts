import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'

/* spec 001 §3.3 session_host: role main (primary host) or co-host; approved by approved_at. */
export default class SessionHost extends compose(BaseModel, SoftDeletes) {
  static table = 'session_hosts'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare sessionId: number
  @column() declare role: 'main' | 'co-host'
  @column() declare requestMessage: string | null
  @column() declare deletedMessage: string | null
  @column() declare deletedSource: string | null
  @column({ consume: (value: unknown) => Boolean(value) }) declare attemptedHosting: boolean
  @column() declare tutoringSeconds: number
  @column.dateTime() declare approvedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

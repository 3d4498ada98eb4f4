import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { SoftDeletes } from '#app/support/soft_deletes'
import type { BackgroundCheckStatus } from '../shared/index.js'

/* spec 001 §3.1 background_check (migration 0170). */
export default class BackgroundCheck extends compose(BaseModel, SoftDeletes) {
  static table = 'background_checks'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column.dateTime() declare submittedAt: DateTime
  @column() declare partnerName: string
  @column() declare partnerUserId: string | null
  @column() declare status: BackgroundCheckStatus
  @column() declare recordedByUserId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AgeAssuranceStatus } from '../shared/index.js'

/* One attempt to assure a person's age (migration 0170). */
export default class AgeAssuranceCheck extends BaseModel {
  static table = 'age_assurance_checks'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare provider: string
  @column() declare status: AgeAssuranceStatus
  @column() declare providerReference: string | null
  @column() declare videoUrl: string | null
  @column() declare reviewerId: number | null
  @column.dateTime() declare reviewedAt: DateTime | null
  @column() declare reviewNote: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { TrainingPrimaryType } from '../shared/rules.js'

/* spec 001 §3.5 training. */
export default class Training extends BaseModel {
  static table = 'trainings'

  @column({ isPrimary: true }) declare id: number
  @column() declare slug: string
  @column() declare title: string
  @column() declare excerpt: string
  @column() declare description: string
  @column() declare tagline: string
  @column() declare primaryType: TrainingPrimaryType
  @column() declare secondaryType: string | null
  @column() declare timeEstimateMinutes: number
  @column() declare linkTraining: string | null
  @column() declare linkSummary: string | null
  @column.dateTime() declare archivedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { toBool } from '#app/support/database/values'
import type { ProgramEmailPhase } from '../shared/index.js'

/** A program's email for one iteration phase (issue 17 §4). Unique per program and phase. */
export default class ProgramEmailTemplate extends BaseModel {
  static table = 'program_email_templates'

  @column({ isPrimary: true }) declare id: number
  @column() declare programSlug: string
  @column() declare phase: ProgramEmailPhase
  @column() declare subject: string
  @column() declare body: string
  @column({ consume: toBool }) declare enabled: boolean
  @column() declare updatedByUserId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

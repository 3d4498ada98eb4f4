import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { FormBlock } from '#modules/forms/shared/index'

/* spec 001 §3.6 volunteer_role; the application's own blocks are a form's blocks (spec 001 §3.10). */
export default class VolunteerRole extends BaseModel {
  static table = 'volunteer_roles'

  @column({ isPrimary: true }) declare id: number
  @column() declare slug: string
  @column() declare name: string
  @column() declare type: string
  @column() declare volunteerTeamId: number
  @column() declare description: string
  @column() declare qualifications: string
  @column() declare responsibilities: string
  @column() declare requirements: string
  @jsonColumn<FormBlock[]>([]) declare applicationFormBlocks: FormBlock[]
  @column({ consume: (value: unknown) => Boolean(value) }) declare omitGeneralQuestions: boolean
  @column.dateTime() declare applicationOpenedAt: DateTime | null
  @column.dateTime() declare archivedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

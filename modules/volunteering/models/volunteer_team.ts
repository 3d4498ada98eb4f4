import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.6 volunteer_team. */
export default class VolunteerTeam extends BaseModel {
  static table = 'volunteer_teams'

  @column({ isPrimary: true }) declare id: number
  @column() declare slug: string
  @column() declare name: string
  @column() declare iconUrl: string | null
  @column() declare description: string
  @column() declare resources: string
  @column.dateTime() declare archivedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

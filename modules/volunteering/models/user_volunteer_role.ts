import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* spec 001 §3.6 user_volunteer_role: a person holding a role (in a world, or none), from start to end. */
export default class UserVolunteerRole extends BaseModel {
  static table = 'user_volunteer_roles'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare volunteerRoleId: number
  @column() declare worldId: number | null
  @column.dateTime() declare startDate: DateTime
  @column.dateTime() declare endDate: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

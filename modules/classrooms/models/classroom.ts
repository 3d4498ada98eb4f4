import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/* An educator's classroom (issue 18 §3): a name, an optional world and topic, a join code. */
export default class Classroom extends BaseModel {
  static table = 'classrooms'

  @column({ isPrimary: true }) declare id: number
  @column() declare educatorUserId: number
  @column() declare name: string
  @column() declare worldId: number | null
  @column() declare topicId: number | null
  @column() declare joinCode: string
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

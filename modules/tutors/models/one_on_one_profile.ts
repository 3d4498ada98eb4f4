import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'

/* spec 001 §3.1 tutor_profile's one-on-one profile: bio, is_active (+ languages spoken). */
export default class OneOnOneProfile extends BaseModel {
  static table = 'one_on_one_profiles'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare bio: string
  @jsonColumn<string[]>([]) declare languages: string[]
  @column({ consume: (value: unknown) => Boolean(value) }) declare isActive: boolean
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

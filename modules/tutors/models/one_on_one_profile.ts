import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import type { Slot } from '../shared/availability.js'

/* spec 001 §3.1 tutor_profile's one-on-one profile: bio (the public, reviewed text), is_active (+ languages, availability). */
export default class OneOnOneProfile extends BaseModel {
  static table = 'one_on_one_profiles'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare bio: string
  @jsonColumn<string[]>([]) declare languages: string[]
  @column({ consume: (value: unknown) => Boolean(value) }) declare isActive: boolean
  /** Weekday × part-of-day slots in availabilityZone (shared/availability.ts). */
  @jsonColumn<Slot[]>([]) declare availability: Slot[]
  @column() declare availabilityZone: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'

export type WorldVisibility = 'public' | 'unlisted' | 'membership'

export default class World extends compose(BaseModel, SoftDeletes) {
  @column({ isPrimary: true }) declare id: number
  @column() declare courseId: number | null
  @column() declare slug: string
  @column() declare title: string
  @column() declare description: string
  @column() declare guidelines: string
  @column() declare iconUrl: string | null
  @column() declare primaryColor: string
  @column() declare visibility: WorldVisibility
  @column() declare domain: string
  @column() declare position: number
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

import { DateTime } from 'luxon'
import { BaseModel, afterDelete, afterSave, column } from '@adonisjs/lucid/orm'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'
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

  /** World pages, session lists (world titles, visibility) and course pages are cached (issue 19). */
  @afterSave()
  @afterDelete()
  static async forgetCachedLists(world: World) {
    await forgetPublicLists([PUBLIC_TAGS.world(world.id), PUBLIC_TAGS.sessions, PUBLIC_TAGS.catalog], world.$trx)
  }
}

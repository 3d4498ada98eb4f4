import { DateTime } from 'luxon'
import { BaseModel, afterDelete, afterSave, column, hasMany } from '@adonisjs/lucid/orm'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import Topic from './topic.js'

/* spec 001 §3.3 course (a domain such as Series, Other, Pilot groups them). */
export default class Course extends compose(BaseModel, SoftDeletes) {
  @column({ isPrimary: true }) declare id: number
  @column() declare name: string
  @column() declare slug: string
  @column() declare domain: string
  @column() declare icon: string | null
  @column() declare weight: number
  @column() declare kaUrl: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  @hasMany(() => Topic) declare topics: HasMany<typeof Topic>

  /** Course pages and /course/all are served from the public list cache (issue 19). */
  @afterSave()
  @afterDelete()
  static async forgetCachedLists(course: Course) {
    await forgetPublicLists([PUBLIC_TAGS.catalog], course.$trx)
  }
}

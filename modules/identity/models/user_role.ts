import { DateTime } from 'luxon'
import { BaseModel, afterDelete, afterSave, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { forgetViewers } from '../viewer_cache.js'

/* spec 001 §3.1 user_role. A removed role keeps its row (deleted_at + remover + removed_source). */
export default class UserRole extends compose(BaseModel, SoftDeletes) {
  static table = 'user_roles'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare role: string
  @column() declare assignerUserId: number | null
  @column() declare assignedSource: string
  @column() declare removerUserId: number | null
  @column() declare removedSource: string | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  @afterSave()
  @afterDelete()
  static forgetCachedViewer(row: UserRole) {
    forgetViewers(row.userId, row.$trx)
  }
}

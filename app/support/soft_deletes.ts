import { DateTime } from 'luxon'
import { BaseModel, beforeFetch, beforeFind, beforePaginate, column, scope } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

const queriesIncludingDeleted = new WeakSet<object>()

/*
 * The shared soft-delete mixin (spec 001 §3: entities are soft-deleted through deleted_at and
 * default queries exclude deleted rows). `Model.query().withScopes((s) => s.withDeleted())`
 * includes them again; `softDelete()` and `restore()` change a row.
 */
export function SoftDeletes<T extends NormalizeConstructor<typeof BaseModel>>(superclass: T) {
  class SoftDeletesModel extends superclass {
    @column.dateTime({ columnName: 'deleted_at' })
    declare deletedAt: DateTime | null

    static withDeleted = scope((query) => {
      queriesIncludingDeleted.add(query)
    })

    @beforeFind()
    @beforeFetch()
    static excludeDeleted(query: ModelQueryBuilderContract<typeof BaseModel>) {
      if (!queriesIncludingDeleted.has(query)) {
        query.whereNull(`${query.model.table}.deleted_at`)
      }
    }

    @beforePaginate()
    static excludeDeletedFromPages([countQuery, query]: [
      ModelQueryBuilderContract<typeof BaseModel>,
      ModelQueryBuilderContract<typeof BaseModel>,
    ]) {
      if (!queriesIncludingDeleted.has(query)) {
        countQuery.whereNull(`${query.model.table}.deleted_at`)
        query.whereNull(`${query.model.table}.deleted_at`)
      }
    }

    get isDeleted() {
      return this.deletedAt !== null && this.deletedAt !== undefined
    }

    async softDelete(trx?: TransactionClientContract) {
      if (trx) this.useTransaction(trx)
      this.deletedAt = DateTime.utc()
      await this.save()
    }

    async restore(trx?: TransactionClientContract) {
      if (trx) this.useTransaction(trx)
      this.deletedAt = null
      await this.save()
    }
  }
  return SoftDeletesModel
}

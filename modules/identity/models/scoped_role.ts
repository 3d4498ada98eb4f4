import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'

/** Where a scoped role holds: a world (by slug), a program (by slug) or a club (by id). */
export const ROLE_SCOPE_TYPES = ['world', 'program', 'club'] as const
export type RoleScopeType = (typeof ROLE_SCOPE_TYPES)[number]
export type RoleScope = { type: RoleScopeType; key: string }

/* A role held within one scope (migration 0110_scoped_roles). */
export default class ScopedRole extends compose(BaseModel, SoftDeletes) {
  static table = 'scoped_roles'

  @column({ isPrimary: true }) declare id: number
  @column() declare userId: number
  @column() declare role: string
  @column() declare scopeType: RoleScopeType
  @column() declare scopeKey: string
  @column() declare assignerUserId: number | null
  @column() declare removerUserId: number | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}

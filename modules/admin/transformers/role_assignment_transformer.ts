import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import { iso } from '#app/support/database/values'
import type { NameLookup } from './resources.js'

/** An identity user_role row (spec 001 §3.1). */
type RoleRow = {
  id: number
  role: string
  assignerUserId: number | null
  assignedSource: string
  removerUserId: number | null
  removedSource: string | null
  createdAt: DateTime
  deletedAt: DateTime | null
}

/**
 * One role row of an account (given, and removed, by whom and how), and whether the viewer may
 * remove it (AdminUserPolicy.removeRole, asked by the controller).
 */
export default class RoleAssignmentTransformer extends BaseTransformer<RoleRow> {
  constructor(
    resource: RoleRow,
    protected usernames: NameLookup,
    protected removableIds: ReadonlySet<number> = new Set()
  ) {
    super(resource)
  }

  toObject() {
    const row = this.resource
    return {
      ...this.pick(row, ['id', 'role', 'assignedSource', 'removedSource']),
      assignedAt: iso(row.createdAt),
      assignedBy: this.usernames.actor(row.assignerUserId),
      removedAt: iso(row.deletedAt),
      removedBy: this.usernames.actor(row.removerUserId),
      removable: this.removableIds.has(row.id),
    }
  }
}

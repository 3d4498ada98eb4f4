import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { RoleScope } from '../models/scoped_role.js'

/** Takes a scoped role away, keeping the row (who removed it, when). Returns whether it was held. */
export async function removeScopedRole(input: { userId: number; role: string; scope: RoleScope; byUserId: number | null }) {
  const now = DateTime.utc().toSQL({ includeOffset: false })
  const removed = await db
    .from('scoped_roles')
    .where({ user_id: input.userId, role: input.role, scope_type: input.scope.type, scope_key: input.scope.key })
    .whereNull('deleted_at')
    .update({ deleted_at: now, remover_user_id: input.byUserId, updated_at: now })
  return Number(Array.isArray(removed) ? removed[0] : removed) > 0
}

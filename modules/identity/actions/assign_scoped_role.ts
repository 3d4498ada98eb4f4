import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { isUniqueViolation } from '#app/support/database/errors'
import ScopedRole, { type RoleScope } from '../models/scoped_role.js'

/** Gives a user a role within one scope; assigning a held role changes nothing, a removed one is restored. */
export async function assignScopedRole(input: { userId: number; role: string; scope: RoleScope; byUserId: number | null }) {
  const match = { user_id: input.userId, role: input.role, scope_type: input.scope.type, scope_key: input.scope.key }
  const restored = await db
    .from('scoped_roles')
    .where(match)
    .whereNotNull('deleted_at')
    .update({ deleted_at: null, remover_user_id: null, assigner_user_id: input.byUserId, updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
  if (Number(Array.isArray(restored) ? restored[0] : restored) > 0) return
  try {
    await ScopedRole.create({ userId: input.userId, role: input.role, scopeType: input.scope.type, scopeKey: input.scope.key, assignerUserId: input.byUserId })
  } catch (error) {
    // Already held (or assigned concurrently): the unique (user, role, scope) index keeps one row.
    if (!isUniqueViolation(error)) throw error
  }
}

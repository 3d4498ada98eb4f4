import db from '@adonisjs/lucid/services/db'
import type { RoleScope } from '../models/scoped_role.js'

/** Does the user hold this role within exactly this scope? (Policies ask this.) */
export async function hasScopedRole(userId: number, role: string, scope: RoleScope): Promise<boolean> {
  const row = await db
    .from('scoped_roles')
    .where({ user_id: userId, role, scope_type: scope.type, scope_key: scope.key })
    .whereNull('deleted_at')
    .select('id')
    .first()
  return Boolean(row)
}

/** Who holds a role within a scope (e.g. a club's officers). */
export async function scopedRoleHolders(role: string, scope: RoleScope): Promise<number[]> {
  const rows = await db
    .from('scoped_roles')
    .where({ role, scope_type: scope.type, scope_key: scope.key })
    .whereNull('deleted_at')
    .orderBy('id')
    .select('user_id')
  return rows.map((row) => Number(row.user_id))
}

import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import UserRole from '../models/user_role.js'
import { ASSIGNABLE_ROLES, type Role } from '../roles.js'

/** Who gets or loses which role, by whom (null: the system) and from where (spec 001 §3.1 user_role). */
export type RoleChange = { userId: number; role: Role; byUserId: number | null; source: string }

/** Gives a role (no-op when already held). Records assigner and source. */
export async function assignRole(change: RoleChange, trx?: TransactionClientContract) {
  if (!ASSIGNABLE_ROLES.includes(change.role)) throw new Error(`Role "${change.role}" cannot be assigned`)
  const run = async (client: TransactionClientContract) => {
    const existing = await UserRole.query({ client }).where('user_id', change.userId).where('role', change.role).first()
    if (existing) return existing
    const row = await UserRole.create(
      { userId: change.userId, role: change.role, assignerUserId: change.byUserId, assignedSource: change.source },
      { client }
    )
    logger.info({ userId: change.userId, role: change.role, by: change.byUserId, source: change.source }, 'role assigned')
    return row
  }
  return trx ? run(trx) : db.transaction(run)
}

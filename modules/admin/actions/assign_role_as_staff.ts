import db from '@adonisjs/lucid/services/db'
import { UserRole, assignRole, type Role } from '#modules/identity/index'
import { ADMIN_SOURCE } from '../staff_changes.js'
import { recordAudit } from './record_audit.js'

/** Gives a role; false when the user already holds it (nothing changed, nothing audited). */
export async function assignRoleAsStaff(actor: { id: number }, userId: number, role: Role) {
  return db.transaction(async (trx) => {
    const held = await UserRole.query({ client: trx }).where('user_id', userId).where('role', role).first()
    if (held) return false
    const row = await assignRole({ userId, role, byUserId: actor.id, source: ADMIN_SOURCE }, trx)
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'user.role.assigned',
      subjectType: 'user',
      subjectId: userId,
      details: { role, userRoleId: row.id, source: ADMIN_SOURCE },
    })
    return true
  })
}

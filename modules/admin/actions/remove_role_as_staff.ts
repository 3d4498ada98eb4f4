import db from '@adonisjs/lucid/services/db'
import { removeRole, type Role } from '#modules/identity/index'
import { ADMIN_SOURCE } from '../staff_changes.js'
import { recordAudit } from './record_audit.js'

/** Removes a role (softly, with remover and source); false when it was not held. */
export async function removeRoleAsStaff(actor: { id: number }, userId: number, role: Role) {
  return db.transaction(async (trx) => {
    const removed = await removeRole({ userId, role, byUserId: actor.id, source: ADMIN_SOURCE }, trx)
    if (!removed) return false
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'user.role.removed',
      subjectType: 'user',
      subjectId: userId,
      details: { role, source: ADMIN_SOURCE },
    })
    return true
  })
}

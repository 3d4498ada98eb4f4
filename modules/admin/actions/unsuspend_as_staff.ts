import db from '@adonisjs/lucid/services/db'
import { unsuspendUser } from '#modules/identity/index'
import { recordAudit } from './record_audit.js'

/** Lifts the current suspension (and its blocking role) with its audit event, in one transaction. */
export async function unsuspendAsStaff(actor: { id: number }, userId: number) {
  await db.transaction(async (trx) => {
    await unsuspendUser({ userId, byUserId: actor.id }, trx)
    await recordAudit(trx, { actorUserId: actor.id, action: 'user.unsuspended', subjectType: 'user', subjectId: userId })
  })
}

import db from '@adonisjs/lucid/services/db'
import { suspendUser, type SuspensionContext } from '#modules/identity/index'
import { recordAudit } from './record_audit.js'

/** A suspension and its audit event are written in one transaction; sessions end after commit. */
export async function suspendAsStaff(
  actor: { id: number },
  userId: number,
  input: { context: SuspensionContext; reason: string; note: string | null }
) {
  await db.transaction(async (trx) => {
    await suspendUser({ userId, context: input.context, reason: input.reason, note: input.note, byUserId: actor.id }, trx)
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'user.suspended',
      subjectType: 'user',
      subjectId: userId,
      details: { context: input.context, reason: input.reason, note: input.note },
    })
  })
}

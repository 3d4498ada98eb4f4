import db from '@adonisjs/lucid/services/db'
import EmailSwap from '../models/email_swap.js'
import { openSwapByToken } from '../queries/email_swaps.js'
import { recordAudit } from './record_audit.js'

/**
 * The old address cancels a staff email swap while it is open: the swap ends `canceled` (a
 * guarded UPDATE, so it races a confirmation safely) and the audit event is written, in one
 * transaction. False for any link that no longer works (answered like an unknown one).
 */
export async function cancelEmailSwap(token: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const swap = await openSwapByToken(token, 'cancel', trx)
    if (!swap || !(await EmailSwap.finish(trx, swap.id, 'canceled'))) return false
    await recordAudit(trx, {
      actorUserId: swap.userId,
      action: 'user.email_swap.canceled',
      subjectType: 'user',
      subjectId: swap.userId,
      details: swap.auditDetails(),
    })
    return true
  })
}

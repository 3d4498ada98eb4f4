import db from '@adonisjs/lucid/services/db'
import { User, changeEmail, emailHolder } from '#modules/identity/index'
import { isUniqueViolation } from '#app/support/database/errors'
import EmailSwap from '../models/email_swap.js'
import { openSwapByToken } from '../queries/email_swaps.js'
import { sendEmailChangedMail } from '../email_swap_mails.js'
import { recordAudit } from './record_audit.js'

/**
 * What a confirm link did: `confirmed` (the address changed), `in_use` (another account took
 * the address meanwhile; nothing changed, the request stays until it expires) or `invalid`
 * (unknown, expired, finished or superseded link, deleted account, or an account whose address
 * changed since the request: all answered alike).
 */
export type ConfirmOutcome = 'confirmed' | 'in_use' | 'invalid'

/**
 * The new address confirms a staff email swap. One transaction: the swap is claimed (a guarded
 * UPDATE, so a second click changes nothing), the account's email becomes the new address,
 * marked verified, and the audit event is written; after the commit every session of the
 * account ends (identity's changeEmail) and the old address gets the "was changed" notice.
 */
export async function confirmEmailSwap(token: string): Promise<ConfirmOutcome> {
  let result: { outcome: ConfirmOutcome; swap?: EmailSwap; user?: User }
  try {
    result = await db.transaction(async (trx) => {
      const swap = await openSwapByToken(token, 'confirm', trx)
      if (!swap) return { outcome: 'invalid' as const }
      const user = await User.find(swap.userId, { client: trx })
      if (!user || user.email !== swap.oldEmail) return { outcome: 'invalid' as const }
      if ((await emailHolder(swap.newEmail, { client: trx })) !== null) return { outcome: 'in_use' as const }
      if (!(await EmailSwap.finish(trx, swap.id, 'confirmed'))) return { outcome: 'invalid' as const }
      await changeEmail({ userId: user.id, email: swap.newEmail }, trx)
      await recordAudit(trx, {
        actorUserId: user.id,
        action: 'user.email_swap.confirmed',
        subjectType: 'user',
        subjectId: user.id,
        details: swap.auditDetails(),
      })
      return { outcome: 'confirmed' as const, swap, user }
    })
  } catch (error) {
    // Another account took the address between the check and the update (the unique index).
    if (isUniqueViolation(error)) return 'in_use'
    throw error
  }
  if (result.swap && result.user) await sendEmailChangedMail(result.swap, result.user.firstName)
  return result.outcome
}

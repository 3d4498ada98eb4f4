import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { EMAIL_SWAP_TTL_HOURS, emailSwapToken, tokenDigest, type User } from '#modules/identity/index'
import { sqlTime } from '#app/support/database/values'
import EmailSwap from '../models/email_swap.js'
import { sendEmailSwapRequestMails } from '../email_swap_mails.js'
import { recordAudit } from './record_audit.js'

/**
 * Staff ask for an account's email to become `newEmail` (validated: a free address). One
 * transaction: an earlier pending request of the account is superseded (its links stop
 * working), the request is stored with its two links' digests and expiry, and the audit event
 * is written. After the commit the new address gets the confirm link and the old one a notice
 * with the cancel link. Nothing about the account changes until the new address confirms.
 */
export async function requestEmailSwap(actor: { id: number }, user: User, newEmail: string) {
  const tokens = { confirm: emailSwapToken(user.id, 'confirm'), cancel: emailSwapToken(user.id, 'cancel') }
  const swap = await db.transaction(async (trx) => {
    const now = DateTime.utc()
    await trx
      .from(EmailSwap.table)
      .where('user_id', user.id)
      .where('status', 'pending')
      .update({ status: 'superseded', finished_at: sqlTime(now), updated_at: sqlTime(now) })
    const created = await EmailSwap.create(
      {
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        confirmTokenHash: tokenDigest(tokens.confirm),
        cancelTokenHash: tokenDigest(tokens.cancel),
        requestedByUserId: actor.id,
        status: 'pending',
        expiresAt: now.plus({ hours: EMAIL_SWAP_TTL_HOURS }),
        finishedAt: null,
      },
      { client: trx }
    )
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'user.email_swap.requested',
      subjectType: 'user',
      subjectId: user.id,
      details: { ...created.auditDetails(), expiresAt: created.expiresAt.toISO() },
    })
    return created
  })
  await sendEmailSwapRequestMails(swap, user.firstName, tokens)
  return swap
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, iso, sqlTime } from '#app/support/database/values'
import EmailSwap from './models/email_swap.js'
import { EMAIL_SWAP_PURGE_DAYS } from './email_swap_retention_policy.js'

/* The queries of the admin.email-swaps retention rule and of the person's own export. */
function endedLongAgo(now: Date) {
  const cutoff = sqlTime(DateTime.fromJSDate(now).toUTC().minus({ days: EMAIL_SWAP_PURGE_DAYS }))
  return db.from(EmailSwap.table).where((query) => {
    query.where('finished_at', '<', cutoff).orWhere((pending) => pending.where('status', 'pending').where('expires_at', '<', cutoff))
  })
}

export async function countEndedEmailSwaps(now: Date) {
  const row = await endedLongAgo(now).count('* as count').first()
  return Number(row?.count ?? 0)
}

export async function purgeEndedEmailSwaps(now: Date) {
  return affectedRows(await endedLongAgo(now).delete())
}

/** The address changes staff asked for on this person's account (their own addresses only). */
export async function emailSwapsOf(userId: number) {
  const swaps = await EmailSwap.query().where('user_id', userId).orderBy('id', 'asc')
  return swaps.map((swap) => ({
    requestedAt: iso(swap.createdAt),
    from: swap.oldEmail,
    to: swap.newEmail,
    status: swap.status,
    expiresAt: iso(swap.expiresAt),
    finishedAt: iso(swap.finishedAt),
  }))
}

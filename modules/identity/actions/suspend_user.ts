import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import User from '../models/user.js'
import { assignRole, removeRole } from './roles.js'
import { endAllSessionsOf } from './sessions.js'
import type { SuspensionContext } from '../suspension.js'

/** Runs in the caller's transaction when given one; the user's sessions end after the commit. */
async function inTransaction(trx: TransactionClientContract | undefined, work: (trx: TransactionClientContract) => Promise<void>, afterCommit?: () => Promise<unknown>) {
  if (trx) {
    await work(trx)
    if (afterCommit) trx.after('commit', () => void afterCommit())
    return
  }
  await db.transaction(work)
  if (afterCommit) await afterCommit()
}

/**
 * Suspends an account: records the suspension action, gives `blocked` (or `blocked:community`
 * for a community suspension) and ends all of the user's sessions.
 */
export async function suspendUser(
  input: { userId: number; context: SuspensionContext; reason: string; note?: string | null; byUserId: number | null },
  outerTrx?: TransactionClientContract
) {
  await inTransaction(outerTrx, async (trx) => {
    const user = await User.findOrFail(input.userId, { client: trx })
    user.suspensionActions = [
      ...user.suspensionActions,
      { context: input.context, reason: input.reason, note: input.note ?? null, createdAt: DateTime.utc().toISO()!, byUserId: input.byUserId, liftedAt: null },
    ]
    await user.save()
    const role = input.context === 'community-suspension' ? 'blocked:community' : 'blocked'
    await assignRole({ userId: user.id, role, byUserId: input.byUserId, source: `suspension:${input.context}` }, trx)
  }, () => endAllSessionsOf(input.userId))
}

/** Lifts the current suspension and removes the blocking roles. */
export async function unsuspendUser(input: { userId: number; byUserId: number | null }, outerTrx?: TransactionClientContract) {
  await inTransaction(outerTrx, async (trx) => {
    const user = await User.findOrFail(input.userId, { client: trx })
    const now = DateTime.utc().toISO()!
    user.suspensionActions = user.suspensionActions.map((action) => (action.liftedAt ? action : { ...action, liftedAt: now }))
    await user.save()
    for (const role of ['blocked', 'blocked:community'] as const) {
      await removeRole({ userId: user.id, role, byUserId: input.byUserId, source: 'unsuspension' }, trx)
    }
  })
}

/** Soft-deletes an account and ends its sessions. */
export async function deleteAccount(input: { userId: number }) {
  const user = await User.findOrFail(input.userId)
  await user.softDelete()
  await endAllSessionsOf(input.userId)
}

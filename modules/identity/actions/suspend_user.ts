import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import User from '../models/user.js'
import { assignRole } from './assign_role.js'
import { endAllSessionsOf } from './end_all_sessions_of.js'
import type { SuspensionContext } from '../suspension.js'

type Suspension = { userId: number; context: SuspensionContext; reason: string; note?: string | null; byUserId: number | null }

/**
 * Suspends an account: records the suspension action, gives `blocked` (or `blocked:community`
 * for a community suspension) and ends all of the user's sessions once the change is committed.
 * Runs in the caller's transaction when given one.
 */
export async function suspendUser(input: Suspension, outerTrx?: TransactionClientContract) {
  const work = async (trx: TransactionClientContract) => {
    const user = await User.findOrFail(input.userId, { client: trx })
    user.suspensionActions = [
      ...user.suspensionActions,
      { context: input.context, reason: input.reason, note: input.note ?? null, createdAt: DateTime.utc().toISO()!, byUserId: input.byUserId, liftedAt: null },
    ]
    await user.save()
    const role = input.context === 'community-suspension' ? 'blocked:community' : 'blocked'
    await assignRole({ userId: user.id, role, byUserId: input.byUserId, source: `suspension:${input.context}` }, trx)
  }
  if (outerTrx) {
    await work(outerTrx)
    outerTrx.after('commit', () => void endAllSessionsOf(input.userId))
    return
  }
  await db.transaction(work)
  await endAllSessionsOf(input.userId)
}

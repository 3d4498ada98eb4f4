import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import User from '../models/user.js'
import { removeRole } from './remove_role.js'

/** Lifts the current suspension and removes the blocking roles (in the caller's transaction when given one). */
export async function unsuspendUser(input: { userId: number; byUserId: number | null }, outerTrx?: TransactionClientContract) {
  const work = async (trx: TransactionClientContract) => {
    const user = await User.findOrFail(input.userId, { client: trx })
    const now = DateTime.utc().toISO()!
    user.suspensionActions = user.suspensionActions.map((action) => (action.liftedAt ? action : { ...action, liftedAt: now }))
    await user.save()
    for (const role of ['blocked', 'blocked:community'] as const) {
      await removeRole({ userId: user.id, role, byUserId: input.byUserId, source: 'unsuspension' }, trx)
    }
  }
  await (outerTrx ? work(outerTrx) : db.transaction(work))
}

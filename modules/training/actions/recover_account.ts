import db from '@adonisjs/lucid/services/db'
import { User, unsuspendUser } from '#modules/identity/index'
import type Training from '../models/training.js'
import { recoverableBy } from '../shared/rules.js'
import { completeTraining } from './complete_training.js'

/**
 * Completing an unsuspend training recovers the account (spec 000 §2.3; README "Recovery"): in one
 * transaction, re-checks that the training still recovers every open suspension, records the
 * completion and lifts the suspension through identity's unsuspendUser. False when it does not apply.
 */
export async function recoverAccount(userId: number, training: Training): Promise<boolean> {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', userId).firstOrFail()
    const openContexts = user.suspensionActions.filter((action) => !action.liftedAt).map((action) => action.context as string)
    if (!recoverableBy(openContexts, { primaryType: training.primaryType, secondaryType: training.secondaryType, archived: training.archivedAt !== null })) return false
    await completeTraining({ userId, trainingId: training.id }, { client: trx })
    await unsuspendUser({ userId, byUserId: null }, trx)
    return true
  })
}

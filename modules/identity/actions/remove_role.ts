import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import UserRole from '../models/user_role.js'
import type { RoleChange } from './assign_role.js'

/** Removes a role softly, recording remover and removed_source. Returns false if not held. */
export async function removeRole(change: RoleChange, trx?: TransactionClientContract) {
  const run = async (client: TransactionClientContract) => {
    const rows = await UserRole.query({ client }).where('user_id', change.userId).where('role', change.role)
    for (const row of rows) {
      row.useTransaction(client)
      row.merge({ removerUserId: change.byUserId, removedSource: change.source, deletedAt: DateTime.utc() })
      await row.save()
    }
    if (rows.length > 0) {
      logger.info({ userId: change.userId, role: change.role, by: change.byUserId, source: change.source }, 'role removed')
    }
    return rows.length > 0
  }
  return trx ? run(trx) : db.transaction(run)
}

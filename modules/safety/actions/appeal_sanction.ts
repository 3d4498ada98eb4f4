import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'
import Sanction from '../models/sanction.js'
import { openSafetyReport } from './open_safety_report.js'

/**
 * A user's one appeal of a sanction (issue 13 §1 ★): a guarded UPDATE (not appealed yet, before the
 * deadline) so a double submit appeals once, and a safety report of type 'appeal' in the queue.
 * Answers false when it was already appealed or too late.
 */
export async function appealSanction(sanction: Sanction, text: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = DateTime.utc()
    const claimed = await trx
      .from(Sanction.table)
      .where('id', sanction.id)
      .whereNull('appealed_at')
      .whereNull('lifted_at')
      .where('appeal_deadline_at', '>', sqlTime(now))
      .update({ appealed_at: sqlTime(now), appeal_text: text })
    if (affectedRows(claimed) === 0) return false
    const report = await openSafetyReport(
      { type: 'appeal', reason: 'other', description: text, reporterId: sanction.userId, subjectUserIds: [sanction.userId], sanctionId: sanction.id },
      { client: trx }
    )
    await trx.from(Sanction.table).where('id', sanction.id).update({ appeal_report_id: report.id })
    return true
  })
}

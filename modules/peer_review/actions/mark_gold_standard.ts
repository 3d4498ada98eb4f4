import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/**
 * Marks a session a gold standard for calibration, with a staff audit of it as the reference
 * (issue 12 §3 ★). Once per session: false when the session already is one.
 */
export async function markGoldStandard(input: { sessionId: number; referenceAuditId: number; byUserId: number }): Promise<boolean> {
  const inserted = await db
    .knexQuery()
    .table('calibration_sessions')
    .insert({ session_id: input.sessionId, reference_audit_id: input.referenceAuditId, marked_by_user_id: input.byUserId, created_at: sqlTime(DateTime.utc()) })
    .onConflict(['session_id'])
    .ignore()
    .returning('id')
  return inserted.length > 0
}

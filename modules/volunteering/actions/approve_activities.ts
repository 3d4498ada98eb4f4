import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'

/**
 * A reviewer approves hours, one or many (issue 15 §4 bulk approve): only those still
 * unapproved and not waiting for the person's changes (spec 001 §4.1). Answers how many changed.
 */
export async function approveActivities(ids: number[], reviewerId: number): Promise<number> {
  if (ids.length === 0) return 0
  const result = await db
    .from('volunteer_activities')
    .whereIn('id', ids)
    .whereNull('approved_at')
    .where((query) => query.whereNull('requested_changes_at').orWhereColumn('requested_changes_at', '<=', 'last_submitted_at'))
    .update({ approved_at: sqlTime(DateTime.utc()), reviewer_id: reviewerId })
  return affectedRows(result)
}

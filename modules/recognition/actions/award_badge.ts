import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import type { BadgeKey } from '../shared/index.js'

/**
 * Gives a one-off badge (spec 002 §9), by a staff member (`byUserId`, kept on the row as the audit
 * of who gave it and when) or by a rule (null). A badge is held once: answers false when it was.
 */
export async function awardBadge(award: { userId: number; badge: BadgeKey; byUserId: number | null }): Promise<boolean> {
  const rows: unknown[] = await db
    .knexQuery()
    .table('user_badges')
    .insert({ user_id: award.userId, badge: award.badge, awarded_by_user_id: award.byUserId, created_at: sqlTime(DateTime.utc()) })
    .returning('id')
    .onConflict(['user_id', 'badge'])
    .ignore()
  return rows.length > 0
}

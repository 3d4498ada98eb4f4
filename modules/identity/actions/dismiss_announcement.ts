import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { forgetViewers } from '../viewer_cache.js'

/**
 * Hides an announcement banner for one user (spec 000 §2.6); dismissing twice is harmless.
 * Returns false when there is no such announcement (or it was deleted).
 */
export async function dismissAnnouncement(userId: number, announcementId: number): Promise<boolean> {
  if (!Number.isSafeInteger(announcementId)) return false
  const announcement = await db.from('announcements').where('id', announcementId).whereNull('deleted_at').first()
  if (!announcement) return false
  await db
    .table('announcement_dismissals')
    .insert({ user_id: userId, announcement_id: announcementId, created_at: sqlTime(DateTime.utc()) })
    .onConflict(['user_id', 'announcement_id'])
    .ignore()
  forgetViewers(userId)
  return true
}

import { DateTime } from 'luxon'
import CalendarFeed from '../models/calendar_feed.js'
import { affectedRows, sqlTime } from '#app/support/database/values'

/** Turns a person's feed off: the old address answers 404 at once (see rotate_calendar_feed.ts). */
export async function revokeCalendarFeeds(userId: number): Promise<number> {
  const now = sqlTime(DateTime.utc())
  const result = await CalendarFeed.query().where('user_id', userId).whereNull('revoked_at').update({ revoked_at: now, updated_at: now })
  return affectedRows(result)
}

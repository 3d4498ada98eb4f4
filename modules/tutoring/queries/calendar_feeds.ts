import { appUrl } from '#config/app'
import CalendarFeed from '../models/calendar_feed.js'

/** A person's active feed (actions/rotate_calendar_feed.ts), if they turned it on. */
export async function activeCalendarFeed(userId: number): Promise<CalendarFeed | null> {
  return CalendarFeed.query().where('user_id', userId).whereNull('revoked_at').orderBy('id', 'desc').first()
}

/** The feed's owner for a token, or null when unknown or revoked. */
export async function feedOwner(token: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const feed = await CalendarFeed.query().where('token', token).whereNull('revoked_at').first()
  return feed ? feed.userId : null
}

/** The private address of a feed (its token is the secret). */
export function calendarFeedUrl(token: string) {
  return new URL(`/calendar/${token}.ics`, appUrl).toString()
}

import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CalendarFeed from '../models/calendar_feed.js'

/*
 * A private calendar feed per person (issue "Kernel" §2): a secret URL /calendar/{token}.ics.
 * The token is 32 random bytes, base64url (43 characters, 256 bits). One active feed per person:
 * creating a new one (rotate) revokes the old one, and revoking makes the old URL answer 404.
 * The token is stored as is (the member sees the URL again on /settings/calendar); it grants
 * read access to that person's session calendar and nothing else.
 */
export function newFeedToken() {
  return randomBytes(32).toString('base64url')
}

export async function rotateCalendarFeed(userId: number): Promise<CalendarFeed> {
  return db.transaction(async (trx) => {
    const now = DateTime.utc()
    await CalendarFeed.query({ client: trx }).where('user_id', userId).whereNull('revoked_at').update({ revoked_at: now.toFormat('yyyy-MM-dd HH:mm:ss'), updated_at: now.toFormat('yyyy-MM-dd HH:mm:ss') })
    return CalendarFeed.create({ userId, token: newFeedToken(), revokedAt: null }, { client: trx })
  })
}

export async function revokeCalendarFeeds(userId: number): Promise<number> {
  const now = DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')
  const result = await CalendarFeed.query().where('user_id', userId).whereNull('revoked_at').update({ revoked_at: now, updated_at: now })
  return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
}

export async function activeCalendarFeed(userId: number): Promise<CalendarFeed | null> {
  return CalendarFeed.query().where('user_id', userId).whereNull('revoked_at').orderBy('id', 'desc').first()
}

/** The feed's owner for a token, or null when unknown or revoked. */
export async function feedOwner(token: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const feed = await CalendarFeed.query().where('token', token).whereNull('revoked_at').first()
  return feed ? feed.userId : null
}

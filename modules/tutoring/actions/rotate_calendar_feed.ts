import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CalendarFeed from '../models/calendar_feed.js'
import { sqlTime } from '#app/support/database/values'

/*
 * A private calendar feed per person (issue "Kernel" §2): a secret URL /calendar/{token}.ics.
 * The token is 32 random bytes, base64url (43 characters, 256 bits). One active feed per person:
 * creating a new one (rotate) revokes the old one, and revoking makes the old URL answer 404.
 * The token is stored as is (the member sees the URL again on /settings/calendar); it grants
 * read access to that person's session calendar and nothing else.
 */
export async function rotateCalendarFeed(userId: number): Promise<CalendarFeed> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    await CalendarFeed.query({ client: trx }).where('user_id', userId).whereNull('revoked_at').update({ revoked_at: now, updated_at: now })
    return CalendarFeed.create({ userId, token: randomBytes(32).toString('base64url'), revokedAt: null }, { client: trx })
  })
}

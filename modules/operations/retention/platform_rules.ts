import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type { RetentionRule } from '#kernel/hooks'

/*
 * Retention of the platform's own tables (database/migrations/0001_platform_tables.ts), which no
 * module owns: session rows, rate-limit counters (keyed by IP address or account) and the log of
 * e-mails sent (recipient addresses).
 */
export const MAIL_RECIPIENT_PURGE_DAYS = 90
const PURGED_RECIPIENT = 'purged'

async function counted(query: { count(column: string): { first(): Promise<{ count?: unknown } | null> } }) {
  const row = await query.count('* as count').first()
  return Number(row?.count ?? 0)
}

export const platformRetentionRules: RetentionRule[] = [
  {
    key: 'platform.expired-sessions',
    what: 'Signed-in session records (which account, CSRF secret, flash messages)',
    after: 'when the session expires (14 days without a visit, or at sign-out)',
    why: 'An expired session signs nobody in; the store only ever needs live ones.',
    // The session library writes expires_at from a Date (epoch milliseconds on SQLite, a timestamp
    // on PostgreSQL): compare with a Date too, never a formatted string.
    count: (now) => counted(db.from('sessions').where('expires_at', '<', now)),
    purge: async (now) => affectedRows(await db.from('sessions').where('expires_at', '<', now).delete()),
  },
  {
    key: 'platform.expired-rate-limits',
    what: 'Rate-limit counters, keyed by IP address or account',
    after: 'when the counter\'s window ends (minutes to an hour)',
    why: 'IP addresses are personal data; a finished window limits nothing.',
    count: (now) => counted(db.from('rate_limits').whereNotNull('expire').where('expire', '<', now.getTime())),
    purge: async (now) => affectedRows(await db.from('rate_limits').whereNotNull('expire').where('expire', '<', now.getTime()).delete()),
  },
  {
    key: 'platform.mail-recipients',
    what: 'The recipient address in the log of e-mails sent',
    after: `${MAIL_RECIPIENT_PURGE_DAYS} days after sending`,
    why: 'The log keeps its idempotency keys (no e-mail is ever sent twice); support rarely needs the address after a quarter.',
    count: (now) =>
      counted(
        db
          .from('mail_deliveries')
          .whereNot('recipient', PURGED_RECIPIENT)
          .where('created_at', '<', sqlTime(DateTime.fromJSDate(now).toUTC().minus({ days: MAIL_RECIPIENT_PURGE_DAYS })))
      ),
    purge: async (now) =>
      affectedRows(
        await db
          .from('mail_deliveries')
          .whereNot('recipient', PURGED_RECIPIENT)
          .where('created_at', '<', sqlTime(DateTime.fromJSDate(now).toUTC().minus({ days: MAIL_RECIPIENT_PURGE_DAYS })))
          .update({ recipient: PURGED_RECIPIENT })
      ),
  },
]

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type { RetentionRule } from '#kernel/hooks'
import { forgetViewers } from './viewer_cache.js'

/*
 * Identity's retention rules (issue 20 §4; the policy table is in modules/operations/README.md).
 * Minors use Peerhaven: what identifies a person goes once it has no purpose left.
 */
export const DELETED_ACCOUNT_PURGE_DAYS = 30
export const UNVERIFIED_SIGNUP_PURGE_DAYS = 30
export const EXPIRED_PHONE_CODE_PURGE_DAYS = 1

const BATCH = 200

const cutoff = (now: Date, days: number) => sqlTime(DateTime.fromJSDate(now).toUTC().minus({ days }))

/** Accounts deleted more than 30 days ago whose personal data is still there. */
function deletedAccounts(now: Date) {
  return db
    .from('users')
    .whereNotNull('deleted_at')
    .where('deleted_at', '<', cutoff(now, DELETED_ACCOUNT_PURGE_DAYS))
    .whereNull('personal_data_deleted_at')
}

/** Sign-ups never verified, never onboarded and without any role, 30 days on. */
function unverifiedSignups(now: Date) {
  return db
    .from('users')
    .whereNull('deleted_at')
    .whereNull('email_verified_at')
    .whereNull('onboarded_at')
    .where('created_at', '<', cutoff(now, UNVERIFIED_SIGNUP_PURGE_DAYS))
    .whereNotExists((query) => query.from('user_roles').whereColumn('user_roles.user_id', 'users.id'))
}

async function countOf(query: ReturnType<typeof deletedAccounts>) {
  const row = await query.count('* as count').first()
  return Number(row?.count ?? 0)
}

/**
 * What stays of a purged account: its id (content it wrote keeps pointing at "Deleted account")
 * and timestamps. Everything that identifies the person is replaced or emptied, their signed-in
 * sessions and pending phone codes go, in one transaction per batch.
 */
async function purgeAccounts(ids: number[], now: Date) {
  if (ids.length === 0) return 0
  await db.transaction(async (trx) => {
    for (const id of ids) {
      await trx
        .from('users')
        .where('id', id)
        .update({
          email: `deleted-${id}@deleted.invalid`,
          username: `deleted-${id}`,
          name: 'Deleted account',
          // Not a hash of anything: no password verifies against it.
          password: '!purged',
          date_of_birth: null,
          pronouns: null,
          country: null,
          onboarding_details: null,
          primary_interest: null,
          notification_settings: '{}',
          last_online_at: null,
          phone_number: null,
          phone_number_verified_at: null,
          phone_number_waived_at: null,
          personal_data_deleted_at: sqlTime(DateTime.fromJSDate(now).toUTC()),
          deleted_at: trx.raw('COALESCE(deleted_at, ?)', [sqlTime(DateTime.fromJSDate(now).toUTC())]),
        })
    }
    await trx.from('phone_verifications').whereIn('user_id', ids).delete()
    await trx.from('sessions').whereIn('user_id', ids.map(String)).delete()
    forgetViewers(ids, trx)
  })
  return ids.length
}

async function purgeInBatches(select: (now: Date) => ReturnType<typeof deletedAccounts>, now: Date) {
  let purged = 0
  for (;;) {
    const rows = await select(now).select('id').orderBy('id').limit(BATCH)
    if (rows.length === 0) return purged
    purged += await purgeAccounts(
      rows.map((row: { id: number }) => row.id),
      now
    )
  }
}

export const identityRetentionRules: RetentionRule[] = [
  {
    key: 'identity.deleted-accounts',
    what: "A deleted account's personal data (e-mail, username, name, birth date, phone, profile answers)",
    after: `${DELETED_ACCOUNT_PURGE_DAYS} days after the account was deleted`,
    why: 'Long enough to undo a mistaken deletion on request; nothing identifies the person after that.',
    count: (now) => countOf(deletedAccounts(now)),
    purge: (now) => purgeInBatches(deletedAccounts, now),
  },
  {
    key: 'identity.unverified-signups',
    what: 'Sign-ups never verified by e-mail, never onboarded and without any role',
    after: `${UNVERIFIED_SIGNUP_PURGE_DAYS} days after sign-up`,
    why: 'Whoever signed up never confirmed the address was theirs: it may be someone else\'s, often a minor\'s.',
    count: (now) => countOf(unverifiedSignups(now)),
    purge: (now) => purgeInBatches(unverifiedSignups, now),
  },
  {
    key: 'identity.expired-phone-codes',
    what: 'Phone verification codes (hashed) and the number they were sent to',
    after: `${EXPIRED_PHONE_CODE_PURGE_DAYS} day after the code expired`,
    why: 'An expired code verifies nothing.',
    count: async (now) => {
      const row = await db.from('phone_verifications').where('expires_at', '<', cutoff(now, EXPIRED_PHONE_CODE_PURGE_DAYS)).count('* as count').first()
      return Number(row?.count ?? 0)
    },
    purge: async (now) => {
      const deleted = await db.from('phone_verifications').where('expires_at', '<', cutoff(now, EXPIRED_PHONE_CODE_PURGE_DAYS)).delete()
      return affectedRows(deleted)
    },
  },
]

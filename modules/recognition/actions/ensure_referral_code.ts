import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'

/* Personal codes: 10 characters of an alphabet without look-alikes (0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function newCode() {
  return [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

/**
 * The member's personal referral source (spec 001 §3.1 referral_source with user_id), created on
 * first use; answers its code. Idempotent under concurrency (UNIQUE user_id).
 */
export async function ensureReferralCode(userId: number): Promise<string> {
  const existing = await db.from('referral_sources').where('user_id', userId).select('referral_code').first()
  if (existing) return existing.referral_code
  await db
    .knexQuery()
    .table('referral_sources')
    .insert({ user_id: userId, referral_code: newCode(), created_at: sqlTime(DateTime.utc()) })
    .onConflict(['user_id'])
    .ignore()
  const row = await db.from('referral_sources').where('user_id', userId).select('referral_code').firstOrFail()
  return row.referral_code
}

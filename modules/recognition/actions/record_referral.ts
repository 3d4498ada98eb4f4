import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'

/**
 * Records who referred a new member (the `ref` code kept from their first visit). Once per person
 * (UNIQUE referred_user_id); an unknown code or one's own code records nothing. Answers whether a
 * referral was recorded.
 */
export async function recordReferral(referredUserId: number, code: string): Promise<boolean> {
  const source = await db.from('referral_sources').where('referral_code', code).select('id', 'user_id').first()
  if (!source || source.user_id === referredUserId) return false
  const rows: unknown[] = await db
    .knexQuery()
    .table('referrals')
    .insert({
      referred_user_id: referredUserId,
      referral_source_id: source.id,
      referrer_user_id: source.user_id ?? null,
      created_at: sqlTime(DateTime.utc()),
    })
    .returning('id')
    .onConflict(['referred_user_id'])
    .ignore()
  return rows.length > 0
}

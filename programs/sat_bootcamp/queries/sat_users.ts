import db from '@adonisjs/lucid/services/db'
import { toBool } from '#app/support/database/values'

export type SatUserRow = {
  id: number
  userId: number
  type: 'tutor' | 'learner'
  inviteCode: string | null
  eligibleMath: boolean
  eligibleReading: boolean
  phoneNumber: string | null
}

export function toSatUser(row: Record<string, any>): SatUserRow {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    inviteCode: row.invite_code,
    eligibleMath: toBool(row.eligible_math),
    eligibleReading: toBool(row.eligible_reading),
    phoneNumber: row.phone_number,
  }
}

/** A person's SAT bootcamp record (spec 001 §3.7 sat_user), or null. */
export async function satUserOf(userId: number): Promise<SatUserRow | null> {
  const row = await db.from('sat_bootcamp_users').where('user_id', userId).first()
  return row ? toSatUser(row) : null
}

/** The names of a learner's bands (score_bands.ts), for the marketing page. */
export async function placementOf(userId: number): Promise<{ math: string | null; reading: string | null }> {
  const row = await db
    .from('sat_bootcamp_users as u')
    .leftJoin('sat_bootcamp_score_bands as m', 'm.id', 'u.math_score_band_id')
    .leftJoin('sat_bootcamp_score_bands as r', 'r.id', 'u.reading_score_band_id')
    .where('u.user_id', userId)
    .select('m.name as math', 'r.name as reading')
    .first()
  return { math: row?.math ?? null, reading: row?.reading ?? null }
}

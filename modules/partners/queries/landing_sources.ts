import db from '@adonisjs/lucid/services/db'
import { fromDbTime, toBool } from '#app/support/database/values'
import type { DateTime } from 'luxon'

/*
 * Partner landing sources: recognition's referral_sources rows (spec 001 §3.1) that belong to no
 * member (user_id NULL) and carry a partner_slug. Their referral_code is the slug, so the landing
 * page's cookie is recorded by recognition's referral middleware like any ?ref= code.
 */
export type LandingSource = {
  id: number
  partnerSlug: string
  referralCode: string
  header: string
  subheader: string | null
  logoUrl: string | null
  collegeAdmissionsPartner: boolean
  createdAt: DateTime | null
  /** Members who signed up through it (recognition's referrals). */
  signups: number
}

const COLUMNS = ['id', 'partner_slug', 'referral_code', 'header', 'subheader', 'logo_url', 'college_admissions_partner', 'created_at'] as const

function toSource(row: Record<string, unknown>, signups = 0): LandingSource {
  return {
    id: Number(row.id),
    partnerSlug: String(row.partner_slug),
    referralCode: String(row.referral_code),
    header: String(row.header ?? ''),
    subheader: (row.subheader as string | null) ?? null,
    logoUrl: (row.logo_url as string | null) ?? null,
    collegeAdmissionsPartner: toBool(row.college_admissions_partner),
    createdAt: fromDbTime(row.created_at),
    signups,
  }
}

const partnerSources = () => db.from('referral_sources').whereNull('user_id').whereNotNull('partner_slug')

/** Every partner landing source with its sign-up count, newest first (two queries). */
export async function allLandingSources(): Promise<LandingSource[]> {
  const rows = await partnerSources().select(...COLUMNS).orderBy('id', 'desc')
  if (rows.length === 0) return []
  const counts = await db
    .from('referrals')
    .whereIn(
      'referral_source_id',
      rows.map((row) => row.id)
    )
    .groupBy('referral_source_id')
    .select('referral_source_id')
    .count('* as total')
  const byId = new Map(counts.map((row) => [Number(row.referral_source_id), Number(row.total)]))
  return rows.map((row) => toSource(row, byId.get(Number(row.id)) ?? 0))
}

export async function landingSourceBySlug(slug: string): Promise<LandingSource | null> {
  const row = await partnerSources().where('partner_slug', slug).select(...COLUMNS).first()
  return row ? toSource(row) : null
}

export async function findLandingSource(id: number): Promise<LandingSource | null> {
  const row = await partnerSources().where('id', id).select(...COLUMNS).first()
  return row ? toSource(row) : null
}

import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { isUniqueViolation } from '#app/support/database/errors'

export type LandingInput = { header: string; subheader: string | null; logoUrl: string | null; collegeAdmissionsPartner: boolean }

/**
 * Adds a partner landing source (spec 001 §3.1 referral_source with partner_slug, header,
 * subheader, logo_url and the college-admissions flag): a row of recognition's referral_sources
 * that belongs to no member. Its referral code is its slug, so recognition's referral cookie and
 * middleware record the people who sign up after visiting /partners/{slug}. Answers the new id, or
 * 'taken' when the slug is already a landing slug or any referral code.
 */
export async function createLandingSource(partnerSlug: string, input: LandingInput): Promise<{ id: number } | 'taken'> {
  try {
    return await db.transaction(async (trx) => {
      const clash = await trx.from('referral_sources').where('referral_code', partnerSlug).orWhere('partner_slug', partnerSlug).select('id').first()
      if (clash) return 'taken' as const
      const [row] = await trx
        .table('referral_sources')
        .insert({
          user_id: null,
          referral_code: partnerSlug,
          partner_slug: partnerSlug,
          slug: partnerSlug,
          header: input.header,
          subheader: input.subheader,
          logo_url: input.logoUrl,
          college_admissions_partner: input.collegeAdmissionsPartner,
          created_at: sqlTime(DateTime.utc()),
        })
        .returning('id')
      return { id: Number(typeof row === 'object' ? row.id : row) }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}

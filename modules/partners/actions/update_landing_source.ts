import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#app/support/database/values'
import type { LandingInput } from './create_landing_source.js'

/** Changes a partner landing source's header, subheader, logo and flag (its slug, address and code stay). */
export async function updateLandingSource(sourceId: number, input: LandingInput): Promise<boolean> {
  const changed = await db.transaction(async (trx) =>
    affectedRows(
      await trx.from('referral_sources').where('id', sourceId).whereNull('user_id').whereNotNull('partner_slug').update({
        header: input.header,
        subheader: input.subheader,
        logo_url: input.logoUrl,
        college_admissions_partner: input.collegeAdmissionsPartner,
      })
    )
  )
  return changed > 0
}

import db from '@adonisjs/lucid/services/db'
import Partner from '../models/partner.js'
import { forgetPartnerList } from '../queries/partners.js'
import type { PartnerKind, PartnerSize } from '../shared/index.js'

export type PartnerInput = { name: string; kind: PartnerKind; link: string; logoUrl: string | null; size: PartnerSize }

/** Adds a partner at the end of the list, shown at once. */
export async function createPartner(input: PartnerInput): Promise<Partner> {
  const partner = await db.transaction(async (trx) => {
    const last = await trx.from('partners').max('position as position').first()
    const position = Number(last?.position ?? 0) + 1
    return Partner.create({ ...input, position, active: true }, { client: trx })
  })
  forgetPartnerList()
  return partner
}

import db from '@adonisjs/lucid/services/db'
import Partner from '../models/partner.js'
import { forgetPartnerList } from '../queries/partners.js'
import type { PartnerInput } from './create_partner.js'

/** Changes a partner's name, kind, link, logo and size (its place and visibility stay). Null when it does not exist. */
export async function updatePartner(partnerId: number, input: PartnerInput): Promise<Partner | null> {
  const partner = await db.transaction(async (trx) => {
    const found = await Partner.find(partnerId, { client: trx })
    if (!found) return null
    found.merge(input)
    await found.save()
    return found
  })
  forgetPartnerList()
  return partner
}

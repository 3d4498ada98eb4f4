import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { forgetPartnerList } from '../queries/partners.js'

/**
 * Swaps a partner with its neighbour above or below in the list (hidden partners keep their place
 * too). False when it is already first (up) or last (down), or does not exist.
 */
export async function movePartner(partnerId: number, direction: 'up' | 'down'): Promise<boolean> {
  const moved = await db.transaction(async (trx) => {
    const partner = await trx.from('partners').where('id', partnerId).select('id', 'position').first()
    if (!partner) return false
    const position = Number(partner.position)
    const neighbour = await trx
      .from('partners')
      .where((query) =>
        direction === 'up'
          ? query.where('position', '<', position).orWhere((same) => same.where('position', position).where('id', '<', partner.id))
          : query.where('position', '>', position).orWhere((same) => same.where('position', position).where('id', '>', partner.id))
      )
      .orderBy('position', direction === 'up' ? 'desc' : 'asc')
      .orderBy('id', direction === 'up' ? 'desc' : 'asc')
      .select('id', 'position')
      .first()
    if (!neighbour) return false
    const at = sqlTime(DateTime.utc())
    const other = Number(neighbour.position)
    // Equal positions (never made by these actions, but possible in seeded data) are pulled apart.
    const [mine, theirs] = other === position ? (direction === 'up' ? [position, position + 1] : [position + 1, position]) : [other, position]
    await trx.from('partners').where('id', partner.id).update({ position: mine, updated_at: at })
    await trx.from('partners').where('id', neighbour.id).update({ position: theirs, updated_at: at })
    return true
  })
  if (moved) forgetPartnerList()
  return moved
}

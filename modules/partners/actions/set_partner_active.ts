import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { forgetPartnerList } from '../queries/partners.js'

/** Shows (active) or hides a partner on /partnerships. False when it already was so (nothing changed). */
export async function setPartnerActive(partnerId: number, active: boolean): Promise<boolean> {
  const changed = await db.transaction(async (trx) =>
    affectedRows(await trx.from('partners').where('id', partnerId).where('active', !active).update({ active, updated_at: sqlTime(DateTime.utc()) }))
  )
  forgetPartnerList()
  return changed > 0
}

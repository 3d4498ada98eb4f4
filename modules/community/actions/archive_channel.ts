import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type Channel from '../models/channel.js'
import { recordModeration } from './record_moderation.js'

/**
 * Archives a channel (spec 000 §6.4: archived channels are hidden from lists unless asked for,
 * and take no new posts). Its posts stay. Archiving an archived channel changes nothing (false).
 */
export async function archiveChannel(channel: Channel, actorId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const changed = await trx.from('channels').where('id', channel.id).whereNull('archived_at').update({ archived_at: now, updated_at: now })
    if (affectedRows(changed) === 0) return false
    await recordModeration(trx, { actorId, action: 'channel.archived', subject: { type: 'channel', id: channel.id }, worldId: channel.worldId, note: channel.title })
    return true
  })
}

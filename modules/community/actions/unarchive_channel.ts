import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type Channel from '../models/channel.js'
import { recordModeration } from './record_moderation.js'

/** Brings an archived channel back to the lists; a channel in use changes nothing (false). */
export async function unarchiveChannel(channel: Channel, actorId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const changed = await trx.from('channels').where('id', channel.id).whereNotNull('archived_at').update({ archived_at: null, updated_at: now })
    if (affectedRows(changed) === 0) return false
    await recordModeration(trx, { actorId, action: 'channel.unarchived', subject: { type: 'channel', id: channel.id }, worldId: channel.worldId, note: channel.title })
    return true
  })
}

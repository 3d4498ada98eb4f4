import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import type { World } from '#modules/worlds/index'
import { recordModeration } from './record_moderation.js'

/**
 * Sets the order of a world's channels. `channelIds` must name every channel of the world once
 * (archived ones too), so a stale page cannot lose a channel's place: otherwise nothing changes
 * and the answer is false.
 */
export async function reorderChannels(world: World, channelIds: number[], actorId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const rows: Array<{ id: number }> = await trx.from('channels').where('world_id', world.id).select('id').forUpdate()
    const existing = new Set(rows.map((row) => Number(row.id)))
    const named = new Set(channelIds)
    if (channelIds.length === 0 || named.size !== channelIds.length || named.size !== existing.size || channelIds.some((id) => !existing.has(id))) return false
    const now = sqlTime(DateTime.utc())
    for (const [position, id] of channelIds.entries()) {
      await trx.from('channels').where('id', id).update({ position, updated_at: now })
    }
    await recordModeration(trx, { actorId, action: 'channel.reordered', subject: { type: 'channel', id: channelIds[0] }, worldId: world.id, note: `Order: ${channelIds.join(', ')}` })
    return true
  })
}

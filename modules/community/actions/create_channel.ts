import db from '@adonisjs/lucid/services/db'
import type { World } from '#modules/worlds/index'
import Channel from '../models/channel.js'
import { recordModeration } from './record_moderation.js'
import type { ChannelInput } from '../validators/channel_validators.js'

/** A moderator opens a channel in their world; it goes to the end of the world's channel list. */
export async function createChannel(world: World, input: ChannelInput, actorId: number): Promise<Channel> {
  return db.transaction(async (trx) => {
    const last = await trx.from('channels').where('world_id', world.id).max('position as position').first()
    const channel = await Channel.create(
      { worldId: world.id, ...input, position: Number(last?.position ?? -1) + 1, archivedAt: null },
      { client: trx }
    )
    await recordModeration(trx, { actorId, action: 'channel.created', subject: { type: 'channel', id: channel.id }, worldId: world.id, note: channel.title })
    return channel
  })
}

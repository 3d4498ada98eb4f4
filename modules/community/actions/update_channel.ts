import db from '@adonisjs/lucid/services/db'
import type Channel from '../models/channel.js'
import { recordModeration } from './record_moderation.js'
import type { ChannelInput } from '../validators/channel_validators.js'

/** A moderator changes a channel's title, description, type, visibility or level. */
export async function updateChannel(channel: Channel, input: ChannelInput, actorId: number): Promise<Channel> {
  return db.transaction(async (trx) => {
    channel.useTransaction(trx)
    channel.merge(input)
    const changed = Object.keys(channel.$dirty)
    await channel.save()
    if (changed.length > 0) {
      await recordModeration(trx, { actorId, action: 'channel.updated', subject: { type: 'channel', id: channel.id }, worldId: channel.worldId, note: `Changed: ${changed.join(', ')}` })
    }
    return channel
  })
}

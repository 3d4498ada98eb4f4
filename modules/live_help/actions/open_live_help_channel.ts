import db from '@adonisjs/lucid/services/db'
import { isUniqueViolation } from '#app/support/database/errors'
import { Channel } from '#modules/community/index'
import type { World } from '#modules/worlds/index'
import LiveHelpChannel from '../models/live_help_channel.js'

/*
 * The world's live help channel, created with the first question (README "Decisions"): a private
 * questions channel readable in community only by the world's moderators and staff, so a
 * question is seen by its learner, the tutors who may take it (on /live-help) and staff — never
 * by the whole world. community does not export its createChannel action, so the row is written
 * here with community's model, the way createChannel writes it (at the end of the list).
 */
export async function openLiveHelpChannel(world: World): Promise<Channel> {
  const known = await LiveHelpChannel.findBy('world_id', world.id)
  if (known) return Channel.findOrFail(known.channelId)
  try {
    return await db.transaction(async (trx) => {
      const last = await trx.from('channels').where('world_id', world.id).max('position as position').first()
      const channel = await Channel.create(
        {
          worldId: world.id,
          title: 'Live help',
          description: 'Questions asked for live help. Tutors answer them in a platform session.',
          type: 'questions',
          visibility: 'private',
          worldLevel: 'moderator',
          position: Number(last?.position ?? -1) + 1,
          archivedAt: null,
        },
        { client: trx }
      )
      await LiveHelpChannel.create({ worldId: world.id, channelId: channel.id }, { client: trx })
      return channel
    })
  } catch (error) {
    // Two first questions at once: the other one made it.
    if (!isUniqueViolation(error)) throw error
    const made = await LiveHelpChannel.findByOrFail('world_id', world.id)
    return Channel.findOrFail(made.channelId)
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import type { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import { broadcastLive, liveChannel } from '#app/support/live'
import type Post from './models/post.js'
import { seesPlace, type Place } from './policies/place_rules.js'
import { placeLiveChannel } from './post_links.js'
import Channel from './models/channel.js'
import { locateChannel, locateSeriesThread, locateSessionThread } from './queries/places.js'

/*
 * Live updates (issue 10 §3 "a new post or comment appears for people viewing the channel
 * without a reload"): a page listens on its place's channel; who may listen is who may see the
 * place. Messages carry ids only: the page reloads its props, so every permission stays on the
 * server (a hidden post never travels in a message).
 */
export type CommunityLiveMessage = { event: 'posted' | 'edited' | 'deleted'; postId: number; parentPostId: number | null }

const idOf = (value: string | undefined) => (value && /^\d{1,12}$/.test(value) ? Number(value) : null)
const viewerOf = async (ctx: HttpContext) => ((await ctx.auth.check()) ? (ctx.auth.user as User) : null)

export function declareLiveChannels() {
  liveChannel('community/channels/:id', async (ctx, { id }) => {
    const channel = idOf(id) ? await Channel.find(idOf(id)) : null
    if (!channel) return false
    const world = channel.worldId ? await World.find(channel.worldId) : null
    const located = await locateChannel(world, channel.id, await viewerOf(ctx))
    return located !== null && seesPlace(located.place, located.standing)
  })
  liveChannel('community/sessions/:id', async (ctx, { id }) => {
    const located = idOf(id) ? await locateSessionThread(idOf(id)!, await viewerOf(ctx)) : null
    return located !== null && seesPlace(located.place, located.standing)
  })
  liveChannel('community/series/:id', async (ctx, { id }) => {
    const located = idOf(id) ? await locateSeriesThread(idOf(id)!, await viewerOf(ctx)) : null
    return located !== null && seesPlace(located.place, located.standing)
  })
}

/** After the commit: the place's open pages reload. A failure only delays the list until a reload. */
export function announcePost(place: Place, post: Pick<Post, 'id' | 'parentPostId'>, event: CommunityLiveMessage['event']) {
  try {
    const message: CommunityLiveMessage = { event, postId: post.id, parentPostId: post.parentPostId }
    broadcastLive(placeLiveChannel(place), message)
  } catch (error) {
    logger.error({ err: error, postId: post.id }, 'announcing a post failed')
  }
}

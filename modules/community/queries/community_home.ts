import type { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import type Channel from '../models/channel.js'
import { baseStanding } from '../policies/standing.js'
import { postHref } from '../post_links.js'
import ChannelTransformer from '../transformers/channel_transformer.js'
import PostSummaryTransformer from '../transformers/post_summary_transformer.js'
import { channelList, recentPosts } from './channel_lists.js'
import { authorsOf } from './post_threads.js'

export const COMMUNITY_RECENT_POSTS = 20

/**
 * /community: the communities the viewer can see (worlds listed for everyone or joined, each with
 * its channels; and the global channels) and the latest posts across them.
 */
export async function communityHome(viewer: User | null) {
  const standing = await baseStanding(viewer)
  const scope = { listedOnly: true }
  const [channels, posts] = await Promise.all([channelList(standing, scope), recentPosts(standing, scope, COMMUNITY_RECENT_POSTS)])
  const worldIds = [...new Set(channels.flatMap((channel) => (channel.worldId === null ? [] : [channel.worldId])))]
  const [worlds, authors] = await Promise.all([worldIds.length > 0 ? World.query().whereIn('id', worldIds).orderBy('position').orderBy('id') : [], authorsOf(posts)])
  const worldById = new Map(worlds.map((world) => [world.id, world]))
  const channelById = new Map<number, Channel>(channels.map((channel) => [channel.id, channel]))
  const recent = posts.flatMap((post) => {
    const channel = channelById.get(post.channelId!)
    const world = channel?.worldId ? worldById.get(channel.worldId) ?? null : null
    if (!channel || (channel.worldId !== null && !world)) return []
    const href = postHref(post, { kind: 'channel', channel, world })
    return [new PostSummaryTransformer({ post, author: authors.get(post.userId) ?? null, href, placeTitle: world ? `${world.title} · ${channel.title}` : channel.title }).toObject()]
  })
  return {
    communities: worlds.map((world) => ({
      slug: world.slug,
      title: world.title,
      description: world.description,
      channels: channels.filter((channel) => channel.worldId === world.id).map((channel) => new ChannelTransformer(channel).toObject()),
    })),
    globalChannels: channels.filter((channel) => channel.worldId === null).map((channel) => new ChannelTransformer(channel).toObject()),
    recent,
  }
}

import type { User } from '#modules/identity/index'
import { memberLevel, type World } from '#modules/worlds/index'
import type Channel from '../models/channel.js'
import { baseStanding } from '../policies/standing.js'
import { postHref } from '../post_links.js'
import ChannelTransformer from '../transformers/channel_transformer.js'
import PostSummaryTransformer from '../transformers/post_summary_transformer.js'
import { channelList, hasIntroduction, postCounts, recentPosts } from './channel_lists.js'
import { authorsOf } from './post_threads.js'

/** Latest posts on a world's page. */
export const WORLD_FEED_POSTS = 5

/**
 * The world page's community section (issue 10 §1 "the world page gains a feed"): its channels
 * with unread markers, the latest posts, post counts over 7 days (spec 002 §9), and an invitation
 * to introduce oneself for a member who has not yet.
 */
export async function worldFeed(world: World, viewer: User | null) {
  const base = await baseStanding(viewer)
  const standing = { ...base, level: viewer ? await memberLevel(viewer.id, world.id) : null }
  const scope = { worlds: [world.id] }
  const [channels, posts, counts, introduced] = await Promise.all([
    channelList(standing, scope),
    recentPosts(standing, scope, WORLD_FEED_POSTS),
    postCounts(standing, scope),
    viewer && standing.level !== null ? hasIntroduction(viewer.id, world.id) : Promise.resolve(true),
  ])
  const authors = await authorsOf(posts)
  const byId = new Map<number, Channel>(channels.map((channel) => [channel.id, channel]))
  const summaries = posts.flatMap((post) => {
    const channel = byId.get(post.channelId!)
    if (!channel) return []
    const href = postHref(post, { kind: 'channel', channel, world })
    return [new PostSummaryTransformer({ post, author: authors.get(post.userId) ?? null, href, placeTitle: channel.title }).toObject()]
  })
  const introductions = channels.find((channel) => channel.type === 'introductions') ?? channels[0]
  return {
    worldSlug: world.slug,
    channels: channels.map((channel) => new ChannelTransformer(channel).toObject()),
    recent: summaries,
    counts,
    inviteToIntroduce: !introduced && introductions ? { channelId: introductions.id, channelTitle: introductions.title } : null,
  }
}

export type WorldFeed = Awaited<ReturnType<typeof worldFeed>>

import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { User } from '#modules/identity/index'
import type { World } from '#modules/worlds/index'
import Channel from '../models/channel.js'
import Post from '../models/post.js'
import PostEvent from '../models/post_event.js'
import type { ModeratedPostFilter } from '../shared/index.js'

/* Reads of a world's moderator pages (/w/:worldSlug/moderator/{posts,channels,reports}). */

export const MODERATED_POSTS_PER_PAGE = 25
/** The reports queue looks at this many most recently reported posts (decision: a page's worth and more). */
export const REPORT_CANDIDATES_MAX = 200

/** A post or comment with what the moderator pages show beside it. */
export type ModeratedPostRow = { post: Post; authorName: string; channelTitle: string | null }

/** A post or comment of one of the world's channels (any state but deleted by its author), or null. */
export async function findModeratedPost(world: World, postId: number): Promise<Post | null> {
  if (!Number.isSafeInteger(postId) || postId < 1) return null
  return Post.query().where('id', postId).where('world_id', world.id).whereNotNull('channel_id').where('status', 'published').first()
}

/** A channel of the world (archived too), or null. */
export async function findWorldChannel(world: World, channelId: number): Promise<Channel | null> {
  if (!Number.isSafeInteger(channelId) || channelId < 1) return null
  return Channel.query().where('id', channelId).where('world_id', world.id).first()
}

/** Every channel of the world in its order, archived ones included (the channels page). */
export async function worldChannels(world: World): Promise<Channel[]> {
  return Channel.query().where('world_id', world.id).orderBy('position', 'asc').orderBy('id', 'asc')
}

/** Posts with their authors' display names and channel titles (two queries whatever the count). */
export async function withAuthorsAndChannels(posts: Post[]): Promise<ModeratedPostRow[]> {
  const userIds = [...new Set(posts.map((post) => post.userId))]
  const channelIds = [...new Set(posts.map((post) => post.channelId).filter((id): id is number => id !== null))]
  const [users, channels] = await Promise.all([
    userIds.length ? User.query().whereIn('id', userIds) : Promise.resolve([]),
    channelIds.length ? Channel.query().whereIn('id', channelIds).select('id', 'title') : Promise.resolve([]),
  ])
  const names = new Map(users.map((user) => [user.id, user.displayName]))
  const titles = new Map(channels.map((channel) => [channel.id, channel.title]))
  return posts.map((post) => ({
    post,
    authorName: names.get(post.userId) ?? 'DELETED USER',
    channelTitle: post.channelId === null ? null : (titles.get(post.channelId) ?? null),
  }))
}

/** The posts page: the world's channel posts and comments, newest first, filtered, paginated. */
export async function moderatedPosts(world: World, filter: ModeratedPostFilter, page: number) {
  const query = Post.query().where('world_id', world.id).whereNotNull('channel_id').where('status', 'published')
  if (filter === 'hidden') query.whereNotNull('hidden_at')
  if (filter === 'pinned') query.whereNotNull('pinned_scope')
  const paginator = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(page, MODERATED_POSTS_PER_PAGE)
  return {
    rows: await withAuthorsAndChannels(paginator.all()),
    meta: { total: paginator.total, currentPage: paginator.currentPage, lastPage: paginator.lastPage },
  }
}

/**
 * The world's posts someone reported most recently (a 'reported' history entry), newest report
 * first. Which of them still have open reports is safety's to say (openFlagsFor).
 */
export async function recentlyReportedPosts(world: World): Promise<Post[]> {
  return Post.query()
    .joinRaw('JOIN (SELECT post_id, MAX(id) AS last_report FROM post_events WHERE type = ? GROUP BY post_id) reports ON reports.post_id = posts.id', ['reported'])
    .where('posts.world_id', world.id)
    .whereNotNull('posts.channel_id')
    .where('posts.status', 'published')
    .select('posts.*')
    .orderBy('reports.last_report', 'desc')
    .limit(REPORT_CANDIDATES_MAX)
}

/** Who last hid a post: true when its latest hide came from a high-severity report, not a moderator. */
export async function hiddenPendingReview(postId: number, client: TransactionClientContract): Promise<boolean> {
  const latest = await PostEvent.query({ client })
    .where('post_id', postId)
    .whereIn('type', ['hidden', 'unhidden', 'hidden-pending-review', 'restored', 'reports-upheld'])
    .orderBy('id', 'desc')
    .first()
  return latest?.type === 'hidden-pending-review'
}

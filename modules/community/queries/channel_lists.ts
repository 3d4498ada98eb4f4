import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import type Channel from '../models/channel.js'
import Post from '../models/post.js'
import { visibleChannelIds, visibleChannelsQuery, type ChannelScopeOptions } from '../policies/channel_scope.js'
import type { Standing } from '../policies/standing.js'
import { COUNTED_POST_TYPES, POST_COUNT_WINDOW_DAYS } from '../shared/values.js'

/*
 * Lists over the channels a viewer sees (channel_scope.ts): the world feed and /community.
 */

/**
 * The visible channels, in order, each with `has_new` in $extras for a signed-in viewer: a post by
 * someone else since their last visit (a channel never opened counts every post as new).
 */
export async function channelList(standing: Standing, options: ChannelScopeOptions): Promise<Channel[]> {
  const query = visibleChannelsQuery(standing, options).orderBy('channels.world_id').orderBy('channels.position').orderBy('channels.id')
  if (standing.userId !== null) {
    query.select(
      db.raw(
        `EXISTS (SELECT 1 FROM posts AS unread WHERE unread.channel_id = channels.id AND unread.parent_post_id IS NULL
          AND unread.status = 'published' AND unread.hidden_at IS NULL AND unread.user_id <> ?
          AND (viewer_visit.last_viewed_at IS NULL OR unread.created_at > viewer_visit.last_viewed_at)) AS has_new`,
        [standing.userId]
      )
    )
  }
  return query
}

/** Posts of the visible channels; of one world, through the (world_id, created_at) index. */
function postsIn(standing: Standing, options: ChannelScopeOptions) {
  const query = Post.query().whereIn('channel_id', visibleChannelIds(standing, options))
  if (Array.isArray(options.worlds) && options.worlds.length === 1) query.where('world_id', options.worlds[0])
  return query
}

/** The latest posts (not comments) in the channels the viewer sees; hidden ones are left out of lists. */
export async function recentPosts(standing: Standing, options: ChannelScopeOptions, limit: number): Promise<Post[]> {
  const query = postsIn(standing, options).whereNull('parent_post_id').where('status', 'published').whereNull('hidden_at')
  // One world's feed starts with the posts its moderators pinned to the world.
  if (Array.isArray(options.worlds) && options.worlds.length === 1) query.orderByRaw(`CASE WHEN pinned_scope = 'world' THEN 0 ELSE 1 END`)
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** spec 002 §9: posts per counted type (user-post, introduction) over the last 7 days. */
export async function postCounts(standing: Standing, options: ChannelScopeOptions): Promise<Record<(typeof COUNTED_POST_TYPES)[number], number>> {
  const since = sqlTime(DateTime.utc().minus({ days: POST_COUNT_WINDOW_DAYS }))
  const rows = await postsIn(standing, options)
    .whereIn('type', [...COUNTED_POST_TYPES])
    .where('status', 'published')
    .whereNull('hidden_at')
    .where('created_at', '>=', since)
    .groupBy('type')
    .select('type')
    .count('* as total')
  const counts = { 'user-post': 0, 'introduction': 0 }
  for (const row of rows) counts[row.type as keyof typeof counts] = Number(row.$extras.total)
  return counts
}

/** Whether the user has introduced themselves in this world (the invitation stops then). */
export async function hasIntroduction(userId: number, worldId: number): Promise<boolean> {
  const row = await Post.query().where('world_id', worldId).where('user_id', userId).where('type', 'introduction').whereNot('status', 'deleted').select('id').first()
  return row !== null
}

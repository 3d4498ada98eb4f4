import type { OutletComponent } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import ThreadPolicy from '../policies/thread_policy.js'
import PostTransformer from '../transformers/post_transformer.js'
import { placeLiveChannel } from '../post_links.js'
import { locateSeriesThread, locateSessionThread } from './places.js'
import { postPage, withComments } from './post_threads.js'
import { worldFeed } from './world_feed.js'

/** Posts shown in a session's or series' discussion (the newest; older ones page by ?discussion=). */
export const THREAD_POSTS = 30

const userOf = (viewerId: number | null) => (viewerId === null ? null : User.find(viewerId))

/** The world page's community section (channels, recent posts, counts, the introduction invitation). */
export async function worldFeedSection(worldId: number, viewerId: number | null): Promise<OutletComponent[]> {
  const [world, viewer] = await Promise.all([World.find(worldId), userOf(viewerId)])
  if (!world) return []
  return [{ key: 'community-feed', component: 'community/world_feed', props: await worldFeed(world, viewer) }]
}

/** A session's or series' discussion, for its registrants, hosts and staff only (nothing for anyone else). */
export async function threadSection(kind: 'session' | 'series', id: number, viewerId: number | null): Promise<OutletComponent[]> {
  const viewer = await userOf(viewerId)
  const located = kind === 'session' ? await locateSessionThread(id, viewer) : await locateSeriesThread(id, viewer)
  if (!located || new ThreadPolicy().view(viewer, located) !== true) return []
  const { posts, hasMore } = await postPage(located, 1, THREAD_POSTS)
  const entries = await withComments(posts, located, viewer)
  const canPost = viewer !== null && new ThreadPolicy().post(viewer, located) === true
  return [
    {
      key: `community-${kind}-discussion`,
      component: 'community/discussion',
      props: {
        kind,
        id,
        posts: entries.map((entry) => new PostTransformer(entry, located.place).toObject()),
        hasMore,
        canPost,
        // Mentions reach the session's world members; only those who may read the thread are told.
        mentionsWithin: located.place.worldId ? { type: 'world', id: located.place.worldId } : null,
        live: placeLiveChannel(located.place),
      },
    },
  ]
}

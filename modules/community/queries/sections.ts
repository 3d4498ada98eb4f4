import type { OutletComponent } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import ThreadPolicy from '../policies/thread_policy.js'
import PostTransformer from '../transformers/post_transformer.js'
import { placeLiveChannel } from '../post_links.js'
import type { Located } from './places.js'
import type { ThreadPlace } from '../policies/place_rules.js'
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

/**
 * A session's or series' discussion on its page. The page only names it: the component asks
 * `GET /community/discussions/session/:id` (or series) for the thread, which answers 404 to anyone but
 * registrants, hosts and staff. So the session and series pages keep their own query budget and
 * the thread's permission is checked where its data is served.
 */
export function threadSection(kind: 'session' | 'series', id: number): OutletComponent[] {
  return [{ key: `community-${kind}-discussion`, component: 'community/discussion', props: { kind, id } }]
}

/** The thread's data for a viewer who may read it (ThreadPolicy.view), or null. */
export async function threadData(located: Located<ThreadPlace>, viewer: User | null) {
  const { posts, hasMore } = await postPage(located, 1, THREAD_POSTS)
  const entries = await withComments(posts, located, viewer)
  return {
    posts: PostTransformer.transform(entries, located.place),
    hasMore,
    canPost: viewer !== null && new ThreadPolicy().post(viewer, located) === true,
    // Mentions reach the session's world members; only those who may read the thread are told.
    mentionsWithin: located.place.worldId ? { type: 'world', id: located.place.worldId } : null,
    live: placeLiveChannel(located.place),
  }
}

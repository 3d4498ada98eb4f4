import type { User } from '#modules/identity/index'
import Post from '../models/post.js'
import type { ChannelPlace } from '../policies/place_rules.js'
import { moderates } from '../policies/standing.js'
import ChannelPolicy from '../policies/channel_policy.js'
import PostPolicy from '../policies/post_policy.js'
import ChannelTransformer from '../transformers/channel_transformer.js'
import PostTransformer from '../transformers/post_transformer.js'
import { placeLiveChannel } from '../post_links.js'
import type { ChannelVisit, Located } from './places.js'
import { postPage, withComments } from './post_threads.js'

/** Posts per channel page (spec: every list paginates). */
export const POSTS_PER_PAGE = 50

/** A refusal's sentence, or null when the viewer may post (the composer shows it instead). */
function refusal(verdict: ReturnType<ChannelPolicy['post']>): string | null {
  if (verdict === true) return null
  return typeof verdict === 'object' && verdict.message && verdict.status !== 404 ? verdict.message : 'You cannot post here.'
}

/**
 * The channel page's props: the channel, a page of posts with their comments, the post `?p=`
 * names when it is not on this page, and what the viewer may do. Queries: posts, comments,
 * authors (and one for `?p=` off the page).
 */
export async function channelPage(located: Located<ChannelPlace> & { visit: ChannelVisit }, viewer: User | null, page: number, focusId: number | null) {
  const { place, standing, visit } = located
  const { posts, hasMore } = await postPage(located, page, POSTS_PER_PAGE)
  let focus: Post | null = null
  if (focusId !== null && !posts.some((post) => post.id === focusId)) {
    const candidate = await Post.query().where('id', focusId).where('channel_id', place.channel.id).whereNull('parent_post_id').first()
    if (candidate && new PostPolicy().view(viewer, candidate, located) === true) focus = candidate
  }
  const entries = await withComments(focus ? [focus, ...posts] : posts, located, viewer)
  const [focusEntry, pageEntries] = focus ? [entries[0], entries.slice(1)] : [null, entries]
  const postVerdict = viewer ? new ChannelPolicy().post(viewer, located) : false
  return {
    world: place.world ? { slug: place.world.slug, title: place.world.title } : null,
    channel: ChannelTransformer.transform(place.channel),
    posts: PostTransformer.transform(pageEntries, place),
    focus: focusEntry ? PostTransformer.transform(focusEntry, place) : null,
    page,
    hasMore,
    viewer: {
      signedIn: viewer !== null,
      canPost: postVerdict === true,
      postRefusal: viewer ? refusal(postVerdict) : null,
      isMember: standing.level !== null || place.world === null,
      canModerate: moderates(standing),
      textNotifications: visit.enableTextNotifications,
      lastViewedAt: visit.lastViewedAt?.toISO() ?? null,
    },
    mentionsWithin: place.world ? { type: 'world', id: place.world.id } : null,
    live: placeLiveChannel(place),
  }
}

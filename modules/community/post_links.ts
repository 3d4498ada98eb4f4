import type Post from './models/post.js'
import type { ChannelPlace, Place } from './policies/place_rules.js'

/*
 * Where a post is read: a world channel's post page, a global channel's page opened at the post,
 * or the session / series page's discussion. A comment links to its post, at the comment.
 */
export function postHref(post: Pick<Post, 'id' | 'parentPostId'>, place: Place): string {
  const postId = post.parentPostId ?? post.id
  const anchor = post.parentPostId ? `#comment-${post.id}` : ''
  if (place.kind !== 'channel') return `/${place.kind}/${place.id}#post-${postId}`
  if (place.world) return `/w/${place.world.slug}/p/${postId}${anchor}`
  return `/community/c/${place.channel.id}?p=${postId}${anchor}`
}

/** The live-update channel of a place (declared in live.ts): its pages listen, writers broadcast. */
export function placeLiveChannel(place: Place): string {
  if (place.kind === 'channel') return `community/channels/${place.channel.id}`
  return place.kind === 'session' ? `community/sessions/${place.id}` : `community/series/${place.id}`
}

/** The place columns a post (and its comments) carry. */
export function placeColumns(place: Place) {
  if (place.kind === 'channel') return { worldId: place.channel.worldId, channelId: place.channel.id, sessionId: null, seriesId: null }
  if (place.kind === 'session') return { worldId: place.worldId, channelId: null, sessionId: place.id, seriesId: null }
  return { worldId: place.worldId, channelId: null, sessionId: null, seriesId: place.id }
}

/** A channel's page: a world's channel under the world, a global one under /community. */
export function channelHref(place: ChannelPlace): string {
  if (place.world) return `/w/${place.world.slug}/c/${place.channel.id}`
  return `/community/c/${place.channel.id}`
}

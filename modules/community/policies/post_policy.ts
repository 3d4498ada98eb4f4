import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import type Post from '../models/post.js'
import type { Located } from '../queries/places.js'
import { EDIT_BLOCKED_MESSAGE } from '../shared/values.js'
import { moderatesPlace, seesPlace, writesIn, type Place } from './place_rules.js'
import type { Standing } from './standing.js'
import { standingOf } from './located.js'
import { CHANNEL_MESSAGES } from './channel_policy.js'

const hidden = () => AuthorizationResponse.deny('Not found', 404)
const refuseEdit = () => AuthorizationResponse.deny(EDIT_BLOCKED_MESSAGE, 403)

/**
 * spec 000 §6.4 "Post viewing: public or member worlds and channels": a post is seen where its
 * place is seen. A deleted post is seen by nobody; a hidden one (moderation) by its author, who
 * is told it is hidden, and by those who moderate the place.
 */
export function seesPost(post: Pick<Post, 'status' | 'hiddenAt' | 'userId'>, place: Place, standing: Standing) {
  if (post.status !== 'published' || !seesPlace(place, standing)) return false
  return post.hiddenAt === null || post.userId === standing.userId || moderatesPlace(place, standing)
}

/**
 * Editing its own post or comment. Decision (spec 000 §6.4 "Editing can be blocked"): blocked
 * with "Oops! You cannot edit this content right now." while the post is hidden, its channel is
 * archived, or its author holds blocked:community.
 */
export function editBlocked(post: Pick<Post, 'hiddenAt'>, place: Place, standing: Standing) {
  return standing.blocked || post.hiddenAt !== null || (place.kind === 'channel' && place.channel.archivedAt !== null)
}

export default class PostPolicy extends BasePolicy {
  @allowGuest()
  view(viewer: User | null, post: Post, located: Located): AuthorizerResponse {
    return seesPost(post, located.place, standingOf(viewer, located)) || hidden()
  }

  /** A comment sits one level under a post that is not hidden, where the viewer may write. */
  comment(viewer: User, post: Post, located: Located): AuthorizerResponse {
    const standing = standingOf(viewer, located)
    if (!seesPost(post, located.place, standing)) return hidden()
    if (post.type === 'comment' || post.hiddenAt !== null) return false
    return writesIn(located.place, standing, 'comment') || AuthorizationResponse.deny(CHANNEL_MESSAGES.blocked, 403)
  }

  edit(viewer: User, post: Post, located: Located): AuthorizerResponse {
    const standing = standingOf(viewer, located)
    if (!seesPost(post, located.place, standing)) return hidden()
    if (post.userId !== viewer.id) return false
    return editBlocked(post, located.place, standing) ? refuseEdit() : true
  }

  /** Deleting: its author (a moderator hides instead, which keeps it for review). */
  delete(viewer: User, post: Post, located: Located): AuthorizerResponse {
    const standing = standingOf(viewer, located)
    if (!seesPost(post, located.place, standing)) return hidden()
    return post.userId === viewer.id
  }
}

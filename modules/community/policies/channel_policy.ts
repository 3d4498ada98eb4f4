import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import type { Located } from '../queries/places.js'
import { seesChannel, writesIn, type ChannelPlace } from './place_rules.js'
import { standingOf } from './located.js'

/** A channel the viewer may not see does not exist for them (404, never a 403 that says it does). */
const hidden = () => AuthorizationResponse.deny('Not found', 404)

export const CHANNEL_MESSAGES = {
  archived: 'This channel is archived: it takes no new posts.',
  notMember: 'Join this world to post in its channels.',
  announcements: 'Only moderators post in this channel.',
  blocked: 'You cannot post in community right now.',
} as const

/* Channels (spec 000 §6.4; place_rules.ts has the rules, channel_scope.ts their SQL twin). */
export default class ChannelPolicy extends BasePolicy {
  @allowGuest()
  view(viewer: User | null, located: Located<ChannelPlace>): AuthorizerResponse {
    return seesChannel(located.place, standingOf(viewer, located)) || hidden()
  }

  /** A new post: members (staff) not blocked from community, in a channel that is not archived. */
  post(viewer: User, located: Located<ChannelPlace>): AuthorizerResponse {
    const standing = standingOf(viewer, located)
    const { channel } = located.place
    if (!seesChannel(located.place, standing)) return hidden()
    if (writesIn(located.place, standing, 'post')) return true
    if (standing.blocked) return AuthorizationResponse.deny(CHANNEL_MESSAGES.blocked, 403)
    if (channel.archivedAt !== null) return AuthorizationResponse.deny(CHANNEL_MESSAGES.archived, 403)
    if (standing.level === null && located.place.world) return AuthorizationResponse.deny(CHANNEL_MESSAGES.notMember, 403)
    return AuthorizationResponse.deny(CHANNEL_MESSAGES.announcements, 403)
  }

  /** The text-notification toggle (stored for issue 14's SMS): anyone signed in who sees the channel. */
  setNotifications(viewer: User, located: Located<ChannelPlace>): AuthorizerResponse {
    return seesChannel(located.place, standingOf(viewer, located)) || hidden()
  }
}

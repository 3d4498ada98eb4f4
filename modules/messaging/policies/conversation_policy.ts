import { DateTime } from 'luxon'
import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { User } from '#modules/identity/index'
import type { ConversationAccess } from '../queries/access.js'
import ConversationUser from '../models/conversation_user.js'
import { pairFacts, partyOf } from '../queries/people.js'
import { MESSAGING_MESSAGES } from '../shared/messages.js'
import { EDIT_WINDOW_MINUTES } from '../shared/values.js'
import type Message from '../models/message.js'
import { mayConverse } from './messaging_rules.js'

const hidden = () => AuthorizationResponse.deny('Not found', 404)
const refused = (message: string) => AuthorizationResponse.deny(message, 403)

/*
 * Conversations (issue 14 §1; README "Who may message whom"):
 * - view: members only, whatever the type; to anyone else the conversation does not exist (404),
 *   staff included — safety staff read through `review`, which is audited.
 * - send: members; in a direct (or one-on-one-request) conversation the rule of mayConverse is
 *   asked again at each message, so a block or the end of a shared context stops it at once.
 * - start: mayConverse between the viewer and the other person.
 * - review: safety staff (admin:safety with admin:basic), the staff read path (issue 14 §1 "a
 *   minor's messages to adults are visible to safety staff on review").
 */
export default class ConversationPolicy extends BasePolicy {
  view(_viewer: User, access: ConversationAccess): AuthorizerResponse {
    return access.member || hidden()
  }

  async send(viewer: User, access: ConversationAccess): Promise<AuthorizerResponse> {
    if (!access.member) return hidden()
    const { conversation } = access
    if (conversation.type !== 'direct' && conversation.type !== 'one-on-one-request') return true
    const others = await ConversationUser.query().where('conversation_id', conversation.id).whereNot('user_id', viewer.id).whereNull('left_at').select('user_id')
    const writer = await partyOf(viewer)
    for (const row of others) {
      const other = await User.find(row.userId)
      if (!other) return refused(MESSAGING_MESSAGES.cannotMessage)
      const verdict = mayConverse(writer, await partyOf(other), await pairFacts(viewer.id, other.id))
      if (!verdict.allowed) return refused(verdict.message)
    }
    return true
  }

  async start(viewer: User, other: User | null): Promise<AuthorizerResponse> {
    if (!other) return hidden()
    const verdict = mayConverse(await partyOf(viewer), await partyOf(other), await pairFacts(viewer.id, other.id))
    return verdict.allowed || refused(verdict.message)
  }

  /** A session's or series' group: its hosts and registrants (queries/membership.ts); 404 to anyone else. */
  openGroup(_viewer: User, member: boolean): AuthorizerResponse {
    return member || hidden()
  }

  /** The staff conversation of an admin message: its recipient, once acknowledged (null: not theirs). */
  openStaff(_viewer: User, adminMessage: { acknowledgedAt: unknown } | null): AuthorizerResponse {
    return (adminMessage !== null && adminMessage.acknowledgedAt !== null) || hidden()
  }

  /**
   * Edit a message (issue 14): its writer, while they may still write here, within
   * EDIT_WINDOW_MINUTES of sending it, unless a moderator hid it or it is held for review.
   */
  async editMessage(viewer: User, access: ConversationAccess, message: Message | null, now: DateTime = DateTime.utc()): Promise<AuthorizerResponse> {
    if (!access.member || !message || message.conversationId !== access.conversation.id) return hidden()
    if (message.userId !== viewer.id) return refused(MESSAGING_MESSAGES.notYourMessage)
    if (message.hiddenAt !== null || message.heldForReviewAt !== null) return refused(MESSAGING_MESSAGES.editNotNow)
    if (message.createdAt.plus({ minutes: EDIT_WINDOW_MINUTES }) < now) return AuthorizationResponse.deny(MESSAGING_MESSAGES.editWindowOver, 422)
    return this.send(viewer, access)
  }

  /** Mute or unmute one's own notifications from a conversation: any member (404 to anyone else). */
  mute(_viewer: User, access: ConversationAccess): AuthorizerResponse {
    return access.member || hidden()
  }

  /**
   * Leave a conversation: a session's or series' group only. A direct conversation ends with a
   * block, and a staff conversation is safety's record — neither can be left.
   */
  leave(_viewer: User, access: ConversationAccess): AuthorizerResponse {
    if (!access.member) return hidden()
    return access.conversation.isGroup || AuthorizationResponse.deny(MESSAGING_MESSAGES.cannotLeave, 422)
  }

  /** Block or unblock another existing person (never oneself). */
  block(viewer: User, other: User | null): AuthorizerResponse {
    if (!other) return hidden()
    return other.id !== viewer.id || AuthorizationResponse.deny("You can't block yourself.", 422)
  }

  async review(viewer: User): Promise<boolean> {
    const roles = await viewer.roles()
    return roles.has('admin:basic') && roles.has('admin:safety')
  }

  /** spec 000 §6.3 "Messages: policy": moderators hide messages (admin:safety implies admin:policy). */
  async hide(viewer: User): Promise<boolean> {
    const roles = await viewer.roles()
    return roles.has('admin:basic') && roles.has('admin:policy')
  }
}

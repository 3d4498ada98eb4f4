import type { User } from '#modules/identity/index'
import Conversation from '../models/conversation.js'
import ConversationUser from '../models/conversation_user.js'
import { isMember } from './membership.js'

/** A conversation with the viewer's place in it (what ConversationPolicy reads). */
export type ConversationAccess = {
  conversation: Conversation
  /** A member now (membership rules in queries/membership.ts). */
  member: boolean
  /** The viewer's read state and mute, when they have a row. */
  membership: ConversationUser | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export async function locateConversation(externalUuid: unknown, viewer: User | null): Promise<ConversationAccess | null> {
  if (typeof externalUuid !== 'string' || !UUID.test(externalUuid)) return null
  const conversation = await Conversation.findBy('external_uuid', externalUuid)
  if (!conversation) return null
  if (!viewer) return { conversation, member: false, membership: null }
  const membership = await ConversationUser.query().where('conversation_id', conversation.id).where('user_id', viewer.id).first()
  const member = conversation.isGroup ? await isMember(conversation, viewer.id) : membership !== null && membership.leftAt === null
  return { conversation, member, membership }
}

import type { SubjectViewer } from '#kernel/subjects'
import { User } from '#modules/identity/index'
import Conversation from '../models/conversation.js'
import Message from '../models/message.js'
import ConversationPolicy from '../policies/conversation_policy.js'
import { isMember } from './membership.js'

/**
 * `{ type: 'message', id }` for a viewer (reports, flags): a member sees a message delivered to
 * them (or their own held one) at `/messages#<uuid>`; safety staff at the audited review page;
 * anyone else nothing.
 */
export async function resolveMessage(id: number, viewer: SubjectViewer) {
  if (!viewer) return null
  const message = await Message.find(id)
  if (!message) return null
  const conversation = await Conversation.find(message.conversationId)
  const user = await User.find(viewer.id)
  if (!conversation || !user) return null
  const title = message.excerpt || 'A message'
  const mayReview = await new ConversationPolicy().review(user)
  if (mayReview) return { title, href: `/messages/review/${conversation.externalUuid}` }
  const delivered = message.hiddenAt === null && (message.heldForReviewAt === null || message.userId === viewer.id)
  if (!delivered || !(await isMember(conversation, viewer.id))) return null
  return { title, href: `/messages#${conversation.externalUuid}` }
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import type { User } from '#modules/identity/index'
import { attachUploads } from '#modules/uploads/index'
import type { RichTextContent } from '#modules/rich_text/index'
import { notifyUnreadMessages } from '#modules/notifications/index'
import Conversation from '../models/conversation.js'
import { quietMemberIds } from '../queries/quiet_members.js'
import Message from '../models/message.js'
import { MESSAGING_MESSAGES } from '../shared/messages.js'
import { announceMessage } from '../live.js'
import { markRead } from './mark_conversation_read.js'
import { flagHeldMessage, readMessageBody } from './hold_for_contact_details.js'

export type SendOutcome = { ok: true; message: Message; held: boolean } | { ok: false; message: string }

/**
 * A message in one transaction: the row, its images attached to `{ type: 'message', id }`, the
 * conversation's preview and activity, the writer's read state. Contact details in a message
 * between a minor and an adult (issue 13 §4) hold it: only the writer sees it, nobody is told, and
 * a content flag puts it in safety's queue; the flag's review releases or hides it.
 */
export async function sendMessage(author: User, conversation: Conversation, body: RichTextContent): Promise<SendOutcome> {
  const read = await readMessageBody(author, conversation, body)
  if (!read) return { ok: false, message: MESSAGING_MESSAGES.imagesNotYours }
  const { imageIds, members, heldFor, held, excerpt } = read
  // Members who muted the conversation or left the group are not notified (set_conversation_state.ts).
  const quiet = await quietMemberIds(conversation.id)

  const message = await db.transaction(async (trx) => {
    const now = DateTime.utc()
    const created = await Message.create(
      { conversationId: conversation.id, userId: author.id, type: 'text', body, excerpt, hiddenAt: null, hiddenBy: null, heldForReviewAt: held ? now : null },
      { client: trx }
    )
    await attachUploads(imageIds, { type: 'message', id: created.id }, { client: trx })
    if (held) {
      await flagHeldMessage(created.id, author.id, conversation, excerpt, heldFor, trx)
    } else {
      await Conversation.query({ client: trx }).where('id', conversation.id).update({ last_message_id: created.id, last_activity_at: sqlTime(now) })
      // The unread-messages email (notifications batches it: one per window, skipped once read).
      for (const member of members) {
        if (member.id !== author.id && !quiet.has(member.id)) await notifyUnreadMessages({ userId: member.id, now }, { client: trx })
      }
    }
    await markRead(conversation.id, author.id, created.id, trx)
    // Writing in a group one had left brings it back to one's inbox.
    await trx.from('conversation_users').where({ conversation_id: conversation.id, user_id: author.id }).whereNotNull('left_at').update({ left_at: null })
    return created
  })
  if (!held) announceMessage(conversation.externalUuid, message.id, members.map((member) => member.id))
  return { ok: true, message, held }
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import { attachUploads } from '#modules/uploads/index'
import type { RichTextContent } from '#modules/rich_text/index'
import type Conversation from '../models/conversation.js'
import type Message from '../models/message.js'
import { MESSAGING_MESSAGES } from '../shared/messages.js'
import { announceMessage } from '../live.js'
import { flagHeldMessage, readMessageBody } from './hold_for_contact_details.js'
import { refreshLastMessage } from './refresh_last_message.js'

export type EditOutcome = { ok: true; message: Message; held: boolean } | { ok: false; message: string }

/**
 * The writer edits their message (issue 14; who and when: ConversationPolicy.editMessage) in one
 * transaction: the earlier body goes to message_edits (moderators see every version), the message
 * gets the new body, excerpt and edited_at. The contact-details rule is asked again: an edit that
 * adds a phone number between a minor and an adult holds the message like a new one.
 */
export async function editMessage(author: User, conversation: Conversation, message: Message, body: RichTextContent): Promise<EditOutcome> {
  const read = await readMessageBody(author, conversation, body)
  if (!read) return { ok: false, message: MESSAGING_MESSAGES.imagesNotYours }
  const { imageIds, heldFor, held, excerpt } = read
  await db.transaction(async (trx) => {
    const now = DateTime.utc()
    await trx.table('message_edits').insert({ message_id: message.id, user_id: author.id, previous_body: JSON.stringify(message.body), created_at: now.toSQL({ includeOffset: false }) })
    message.useTransaction(trx)
    message.merge({ body, excerpt, editedAt: now, heldForReviewAt: held ? now : message.heldForReviewAt })
    await message.save()
    await attachUploads(imageIds, { type: 'message', id: message.id }, { client: trx })
    if (held) {
      await flagHeldMessage(message.id, author.id, conversation, excerpt, heldFor, trx)
      // A held message is no one's preview but its writer's.
      await refreshLastMessage(conversation.id, trx)
    }
  })
  announceMessage(conversation.externalUuid, message.id, [], held ? 'hidden' : 'edited')
  return { ok: true, message, held }
}

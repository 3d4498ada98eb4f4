import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { addMembers, findOrCreateConversation } from './find_or_create_conversation.js'

/**
 * spec 000 §2.4 prompt 2 "acknowledge and message": the staff conversation of one admin message,
 * between its recipient and its author — one per admin message, found again on every open.
 */
export async function openStaffConversation({ adminMessageId, recipientId, authorId }: { adminMessageId: number; recipientId: number; authorId: number }, { client }: { client: TransactionClientContract }) {
  const conversation = await findOrCreateConversation({ type: 'staff', key: `staff:${adminMessageId}`, adminMessageId }, client)
  await addMembers(conversation.id, [recipientId, authorId], client)
  return { externalUuid: conversation.externalUuid }
}

import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Conversation from '../models/conversation.js'
import Message from '../models/message.js'

/** The conversation's preview points at its newest delivered message (after a hide or a release). */
export async function refreshLastMessage(conversationId: number, client: TransactionClientContract) {
  const latest = await Message.query({ client }).where('conversation_id', conversationId).whereNull('hidden_at').whereNull('held_for_review_at').orderBy('id', 'desc').select('id').first()
  await Conversation.query({ client }).where('id', conversationId).update({ last_message_id: latest?.id ?? null })
}

import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#app/support/database/values'
import Conversation from '../models/conversation.js'
import type { ConversationType } from '../shared/values.js'

export type ConversationKeyed = {
  type: ConversationType
  key: string
  sessionId?: number | null
  seriesId?: number | null
  adminMessageId?: number | null
}

/**
 * The conversation with this key, created when missing. The unique key settles two concurrent
 * first starts: the insert that loses does nothing and both read the winner's row.
 */
export async function findOrCreateConversation(values: ConversationKeyed, client: TransactionClientContract): Promise<Conversation> {
  const existing = await Conversation.query({ client }).where('key', values.key).first()
  if (existing) return existing
  const now = sqlTime(DateTime.utc())
  await client
    .knexQuery()
    .table(Conversation.table)
    .insert({
      type: values.type,
      key: values.key,
      external_uuid: randomUUID(),
      session_id: values.sessionId ?? null,
      series_id: values.seriesId ?? null,
      admin_message_id: values.adminMessageId ?? null,
      last_message_id: null,
      last_activity_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict('key')
    .ignore()
  return Conversation.query({ client }).where('key', values.key).firstOrFail()
}

/** Member rows for direct, staff and one-on-one-request conversations (a member who left is back). */
export async function addMembers(conversationId: number, userIds: number[], client: TransactionClientContract) {
  const now = sqlTime(DateTime.utc())
  for (const userId of userIds) {
    await client
      .knexQuery()
      .table('conversation_users')
      .insert({ conversation_id: conversationId, user_id: userId, left_at: null, created_at: now, updated_at: now })
      .onConflict(['conversation_id', 'user_id'])
      .merge({ left_at: null, updated_at: now })
  }
}

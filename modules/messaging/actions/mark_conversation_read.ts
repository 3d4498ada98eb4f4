import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#app/support/database/values'

/**
 * The reader has seen the conversation up to `messageId` (never moves back). One upsert: a
 * group's member gets their read-state row on first read.
 */
export async function markRead(conversationId: number, userId: number, messageId: number, client: QueryClientContract = db.connection()) {
  const now = sqlTime(DateTime.utc())
  await client
    .knexQuery()
    .table('conversation_users')
    .insert({ conversation_id: conversationId, user_id: userId, last_read_message_id: messageId, last_read_at: now, created_at: now, updated_at: now })
    .onConflict(['conversation_id', 'user_id'])
    .merge({
      last_read_message_id: client.knexRawQuery('CASE WHEN conversation_users.last_read_message_id IS NULL OR conversation_users.last_read_message_id < ? THEN ? ELSE conversation_users.last_read_message_id END', [messageId, messageId]),
      last_read_at: now,
      updated_at: now,
    })
}

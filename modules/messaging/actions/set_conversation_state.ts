import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/*
 * The viewer's own place in a conversation (issue 14): muting stops the notifications it sends
 * them (unread counts stay); leaving a group takes it out of their inbox and badge and stops its
 * notifications until they write in it again (sending re-joins: find_or_create's upsert clears
 * left_at). One upsert each: a group's member may have no row yet.
 */
async function upsert(conversationId: number, userId: number, change: { muted?: boolean; left_at?: string | null }) {
  const now = sqlTime(DateTime.utc())
  await db
    .knexQuery()
    .table('conversation_users')
    .insert({ conversation_id: conversationId, user_id: userId, ...change, created_at: now, updated_at: now })
    .onConflict(['conversation_id', 'user_id'])
    .merge({ ...change, updated_at: now })
}

export function setConversationMuted(conversationId: number, userId: number, muted: boolean) {
  return upsert(conversationId, userId, { muted })
}

export function leaveConversation(conversationId: number, userId: number) {
  return upsert(conversationId, userId, { left_at: sqlTime(DateTime.utc()) })
}

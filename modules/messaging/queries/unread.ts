import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { myConversationIds } from './membership.js'

/*
 * Unread = messages by someone else, delivered (not hidden, not held), newer than the reader's
 * last read message, in a conversation the reader has not left. Walks messages (conversation_id, id).
 * A muted conversation still counts (muting stops notifications, not the inbox).
 */
function unreadMessages(userId: number, conversationIds: number[] | DatabaseQueryBuilderContract<any>) {
  return db
    .from('messages as m')
    .leftJoin('conversation_users as cu', (j) => j.on('cu.conversation_id', 'm.conversation_id').andOnVal('cu.user_id', userId))
    .whereIn('m.conversation_id', conversationIds as number[])
    .whereRaw('m.id > COALESCE(cu.last_read_message_id, 0)')
    .whereNull('cu.left_at')
    .where((q) => q.whereNot('m.user_id', userId).orWhereNull('m.user_id'))
    .whereNull('m.hidden_at')
    .whereNull('m.held_for_review_at')
}

/** Unread counts per conversation (one query). */
export async function unreadByConversation(userId: number, conversationIds: number[]): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map()
  const rows = await unreadMessages(userId, conversationIds).groupBy('m.conversation_id').select('m.conversation_id').count('* as unread')
  return new Map(rows.map((row: { conversation_id: number; unread: number | string }) => [Number(row.conversation_id), Number(row.unread)]))
}

/** The badge: unread messages across every conversation the user belongs to (one query). */
export async function unreadTotal(userId: number): Promise<number> {
  const row = await unreadMessages(userId, myConversationIds(userId)).count('* as unread').first()
  return Number(row?.unread ?? 0)
}

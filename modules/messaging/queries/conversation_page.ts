import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import { fromDbTime, iso } from '#app/support/database/values'
import Message from '../models/message.js'
import type { ConversationAccess } from './access.js'
import { MESSAGES_PAGE_SIZE } from '../shared/values.js'
import { inboxTitle } from './titles.js'

export type MessageEntry = { message: Message; author: { id: number; username: string; displayName: string } | null; mine: boolean }

/** Messages with their authors' shown names (one query; never an e-mail or an age). */
async function withAuthors(messages: Message[], viewerId: number | null): Promise<MessageEntry[]> {
  const authorIds = [...new Set(messages.map((message) => message.userId).filter((id): id is number => id !== null))]
  const authors = authorIds.length === 0 ? [] : await User.query().whereIn('id', authorIds).select('id', 'username', 'name', 'date_of_birth', 'deleted_at')
  const byId = new Map(authors.map((author) => [author.id, { id: author.id, username: author.username, displayName: author.displayName }]))
  return messages.map((message) => ({ message, author: message.userId === null ? null : (byId.get(message.userId) ?? null), mine: viewerId !== null && message.userId === viewerId }))
}

export type ConversationPage = {
  title: string
  messages: MessageEntry[]
  hasOlder: boolean
  /** The other person of a direct conversation (block/unblock), null elsewhere. */
  other: { id: number; displayName: string; blockedByViewer: boolean } | null
}

/**
 * A page of a conversation for one of its members (newest MESSAGES_PAGE_SIZE before `beforeId`,
 * shown oldest first). A held message is the writer's alone; a hidden one is listed without its
 * body, so the conversation still reads in order.
 */
export async function conversationMessages(access: ConversationAccess, viewer: User, beforeId: number | null) {
  const query = Message.query()
    .where('conversation_id', access.conversation.id)
    .where((q) => q.whereNull('held_for_review_at').orWhere('user_id', viewer.id))
    .orderBy('id', 'desc')
    .limit(MESSAGES_PAGE_SIZE + 1)
  if (beforeId !== null) query.where('id', '<', beforeId)
  const rows = await query
  const hasOlder = rows.length > MESSAGES_PAGE_SIZE
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse()
  return { messages: await withAuthors(page, viewer.id), hasOlder }
}

export async function conversationPage(access: ConversationAccess, viewer: User): Promise<ConversationPage> {
  const [{ messages, hasOlder }, heading] = await Promise.all([conversationMessages(access, viewer, null), inboxTitle(access.conversation, viewer.id)])
  return { title: heading.title, messages, hasOlder, other: heading.other }
}

/** Safety staff's read of a conversation (the audited review path): its newest 200 messages, held and hidden ones included. */
export type ReviewedEntry = MessageEntry & { earlierVersions: Array<{ body: unknown; replacedAt: string }> }

/** For safety staff: the newest 200 messages with every earlier version of an edited one (edits hide nothing). */
export async function reviewMessages(conversationId: number): Promise<ReviewedEntry[]> {
  const rows = await Message.query().where('conversation_id', conversationId).orderBy('id', 'desc').limit(200)
  rows.reverse()
  const edited = rows.filter((row) => row.editedAt !== null).map((row) => row.id)
  const versions = edited.length === 0 ? [] : await db.from('message_edits').whereIn('message_id', edited).orderBy('id', 'asc').select('message_id', 'previous_body', 'created_at')
  const byMessage = new Map<number, ReviewedEntry['earlierVersions']>()
  for (const version of versions) {
    const list = byMessage.get(Number(version.message_id)) ?? []
    list.push({ body: JSON.parse(version.previous_body), replacedAt: iso(fromDbTime(version.created_at))! })
    byMessage.set(Number(version.message_id), list)
  }
  const entries = await withAuthors(rows, null)
  return entries.map((entry) => ({ ...entry, earlierVersions: byMessage.get(entry.message.id) ?? [] }))
}

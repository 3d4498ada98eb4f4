import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { fromDbTime } from '#app/support/database/values'
import { User } from '#modules/identity/index'
import type { ConversationType } from '../shared/values.js'
import { INBOX_SIZE } from '../shared/values.js'
import { myConversationIds } from './membership.js'
import { unreadByConversation } from './unread.js'
import { titleOf } from './titles.js'

export type InboxEntry = {
  externalUuid: string
  type: ConversationType
  title: string
  lastActivityAt: DateTime
  preview: string | null
  previewIsMine: boolean
  unread: number
  muted: boolean
}

/**
 * `/messages` (issue 14 §1 "lists conversations with unread counts"): the viewer's newest
 * INBOX_SIZE conversations with their preview, unread count and title. Five queries whatever the
 * number of conversations (bin/bench budget ≤ 6): conversations with their last message and the
 * viewer's row; unread counts; the other people of direct and staff ones; session titles; series titles.
 */
export async function inboxOf(viewerId: number): Promise<InboxEntry[]> {
  const rows = await db
    .from('conversations as c')
    .whereIn('c.id', myConversationIds(viewerId))
    .whereNull('c.deleted_at')
    // A group shows once something was said in it; a direct conversation as soon as it is started.
    .where((q) => q.whereNotNull('c.last_message_id').orWhereNotIn('c.type', ['session', 'series']))
    .leftJoin('messages as lm', 'lm.id', 'c.last_message_id')
    .leftJoin('conversation_users as cu', (j) => j.on('cu.conversation_id', 'c.id').andOnVal('cu.user_id', viewerId))
    // A group the viewer left stays out of the inbox until they write in it again.
    .whereNull('cu.left_at')
    .orderBy('c.last_activity_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(INBOX_SIZE)
    .select('c.id', 'c.type', 'c.external_uuid', 'c.session_id', 'c.series_id', 'c.last_activity_at', 'lm.excerpt as preview', 'lm.user_id as preview_user_id', 'cu.muted')
  if (rows.length === 0) return []
  const ids = rows.map((row) => Number(row.id))
  const personal = rows.filter((row) => row.type !== 'session' && row.type !== 'series').map((row) => Number(row.id))
  const sessionIds = rows.filter((row) => row.type === 'session').map((row) => Number(row.session_id))
  const seriesIds = rows.filter((row) => row.type === 'series').map((row) => Number(row.series_id))
  const [unread, people, sessions, series] = await Promise.all([
    unreadByConversation(viewerId, ids),
    personal.length === 0
      ? []
      : User.query()
          .join('conversation_users as cu', 'cu.user_id', 'users.id')
          .whereIn('cu.conversation_id', personal)
          .whereNot('users.id', viewerId)
          .whereNull('cu.left_at')
          .select('users.id', 'users.name', 'users.date_of_birth', 'users.deleted_at', 'cu.conversation_id'),
    sessionIds.length === 0 ? [] : db.from('tutoring_sessions').whereIn('id', sessionIds).select('id', 'title'),
    seriesIds.length === 0 ? [] : db.from('series').whereIn('id', seriesIds).select('id', 'title'),
  ])
  const names = new Map<number, string[]>()
  for (const person of people) {
    const conversationId = Number(person.$extras.conversation_id)
    names.set(conversationId, [...(names.get(conversationId) ?? []), person.displayName])
  }
  const sessionTitles = new Map(sessions.map((row: { id: number; title: string }) => [Number(row.id), row.title]))
  const seriesTitles = new Map(series.map((row: { id: number; title: string }) => [Number(row.id), row.title]))
  return rows.map((row) => ({
    externalUuid: row.external_uuid,
    type: row.type,
    title: titleOf(row.type, names.get(Number(row.id)) ?? [], row.type === 'session' ? sessionTitles.get(Number(row.session_id)) : seriesTitles.get(Number(row.series_id))),
    lastActivityAt: fromDbTime(row.last_activity_at)!,
    preview: row.preview ?? null,
    previewIsMine: row.preview_user_id !== null && Number(row.preview_user_id) === viewerId,
    unread: unread.get(Number(row.id)) ?? 0,
    muted: Boolean(row.muted),
  }))
}

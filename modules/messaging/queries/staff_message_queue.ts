import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { fromDbDate, fromDbTime } from '#app/support/database/values'
import type { RichTextContent } from '#modules/rich_text/index'
import type { ContentFlagStatus, ReportReason, ReportSeverity } from '#modules/safety/shared/index'
import { isAdultBirth } from './people.js'

export const STAFF_MESSAGES_PER_PAGE = 20

export type StaffMessageItem = {
  flagId: number
  category: ReportReason
  severity: ReportSeverity
  flagDetails: string | null
  flaggedAt: DateTime
  messageId: number
  body: RichTextContent
  held: boolean
  hidden: boolean
  sentAt: DateTime
  conversationType: string
  conversationUuid: string
  authorName: string | null
  authorIsAdult: boolean | null
  earlierVersions: { body: RichTextContent; replacedAt: DateTime }[]
}

/**
 * The staff Messages page (issue 13 §4 "Messages: review flagged messages"): the flags on messages
 * of one status, oldest first, each with the message, its author and its earlier versions. Three
 * queries whatever the page size: the count, the page, the earlier versions of its messages.
 */
export async function staffMessageQueue({
  status,
  page,
}: {
  status: ContentFlagStatus
  page: number
}) {
  const base = db
    .from('content_flags as f')
    .join('messages as m', 'm.id', 'f.subject_id')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('users as a', 'a.id', 'm.user_id')
    .where('f.content_type', 'message')
    .where('f.status', status)
  const [{ total }] = await base.clone().count('* as total')
  const rows = await base
    .select(
      'f.id as flag_id',
      'f.category',
      'f.severity',
      'f.details',
      'f.created_at as flagged_at',
      'm.id as message_id',
      'm.body',
      'm.held_for_review_at',
      'm.hidden_at',
      'm.created_at as sent_at',
      'c.type as conversation_type',
      'c.external_uuid',
      'a.name as author_name',
      'a.date_of_birth'
    )
    .orderBy('f.created_at', 'asc')
    .orderBy('f.id', 'asc')
    .offset((page - 1) * STAFF_MESSAGES_PER_PAGE)
    .limit(STAFF_MESSAGES_PER_PAGE)
  const messageIds = [...new Set(rows.map((row) => Number(row.message_id)))]
  const versions =
    messageIds.length === 0
      ? []
      : await db
          .from('message_edits')
          .whereIn('message_id', messageIds)
          .orderBy('id', 'asc')
          .select('message_id', 'previous_body', 'created_at')
  const earlier = new Map<number, StaffMessageItem['earlierVersions']>()
  for (const version of versions) {
    const list = earlier.get(Number(version.message_id)) ?? []
    list.push({
      body: JSON.parse(version.previous_body),
      replacedAt: fromDbTime(version.created_at)!,
    })
    earlier.set(Number(version.message_id), list)
  }
  const items: StaffMessageItem[] = rows.map((row) => ({
    flagId: Number(row.flag_id),
    category: row.category,
    severity: row.severity,
    flagDetails: row.details ?? null,
    flaggedAt: fromDbTime(row.flagged_at)!,
    messageId: Number(row.message_id),
    body: typeof row.body === 'string' ? JSON.parse(row.body) : row.body,
    held: row.held_for_review_at !== null,
    hidden: row.hidden_at !== null,
    sentAt: fromDbTime(row.sent_at)!,
    conversationType: row.conversation_type,
    conversationUuid: row.external_uuid,
    authorName: row.author_name ?? null,
    authorIsAdult:
      row.date_of_birth === null || row.author_name === null
        ? null
        : isAdultBirth(fromDbDate(row.date_of_birth)),
    earlierVersions: earlier.get(Number(row.message_id)) ?? [],
  }))
  const count = Number(total)
  return {
    items,
    meta: {
      total: count,
      currentPage: page,
      lastPage: Math.max(1, Math.ceil(count / STAFF_MESSAGES_PER_PAGE)),
      perPage: STAFF_MESSAGES_PER_PAGE,
    },
  }
}

import db from '@adonisjs/lucid/services/db'
import { fromDbTime, parseJsonList } from '#app/support/database/values'
import type { DateTime } from 'luxon'

export type ReceivedFeedbackFilters = { sessionId?: number; sessionFeedbackId?: number; seriesId?: number }

export type ReceivedFeedback = {
  id: number
  sessionId: number
  sessionTitle: string
  sessionStart: DateTime
  type: string
  rating: string
  ratingTags: string[]
  comment: string | null
  createdAt: DateTime
}

export const RECEIVED_PAGE_SIZE = 50

/*
 * /tutor/feedback (spec 000 §2.2: query sessionId, sessionFeedbackId, seriesId): the feedback on
 * sessions the tutor hosts (a live session_hosts row), newest first. Decisions: the tutor never
 * sees who wrote it (learners are minors: anonymous, no name at all), the internal comment (staff
 * only, spec issue 11 §2) nor the NPS (it rates the platform, not the tutor).
 */
export async function receivedFeedbackOf(tutorId: number, filters: ReceivedFeedbackFilters): Promise<ReceivedFeedback[]> {
  const query = db
    .from('session_feedback as f')
    .join('tutoring_sessions as s', 's.id', 'f.session_id')
    .whereNull('s.deleted_at')
    .whereExists((q) => q.from('session_hosts as h').whereColumn('h.session_id', 's.id').where('h.user_id', tutorId).whereNull('h.deleted_at'))
    .select('f.id', 'f.session_id', 'f.type', 'f.rating', 'f.rating_tags', 'f.comment', 'f.created_at', 's.title', 's.start_date')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(RECEIVED_PAGE_SIZE)
  if (filters.sessionId) query.where('f.session_id', filters.sessionId)
  if (filters.sessionFeedbackId) query.where('f.id', filters.sessionFeedbackId)
  if (filters.seriesId) query.where('s.series_id', filters.seriesId)
  const rows = await query
  return rows.map((row: Record<string, any>) => ({
    id: row.id,
    sessionId: row.session_id,
    sessionTitle: row.title,
    sessionStart: fromDbTime(row.start_date)!,
    type: row.type,
    rating: row.rating,
    ratingTags: parseJsonList(row.rating_tags),
    comment: row.comment,
    createdAt: fromDbTime(row.created_at)!,
  }))
}

import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { fromDbTime, parseJsonList, toNumber } from '#app/support/database/values'

export const FROM_TUTORS_PER_PAGE = 20

export type FeaturedLearnerFeedbackRow = {
  id: number
  type: string
  attributeTags: string[]
  comment: string | null
  sessionTitle: string
  sessionStart: DateTime
  /** The host's first name (hosts may be minors); null once their account is deleted. */
  tutorFirstName: string | null
}

/**
 * The learner feedback staff featured for `learnerId` (spec 001 §3.4 learner_feedback_featured):
 * only rows about that learner, live (not taken off), and only the types that may be shown
 * (positive, constructive: a concern featured by mistake in the data stays hidden). Newest first,
 * paginated (the count and the page: two queries).
 */
export async function featuredLearnerFeedbackOf(learnerId: number, page: number) {
  const result = await db
    .from('learner_feedback_featured as ff')
    .join('learner_feedback as f', 'f.id', 'ff.learner_feedback_id')
    .join('tutoring_sessions as s', 's.id', 'f.session_id')
    .join('users as r', 'r.id', 'f.reviewer_user_id')
    .where('f.reviewee_user_id', learnerId)
    .whereNull('ff.deleted_at')
    .whereIn('f.type', ['positive', 'constructive'])
    .whereNull('s.deleted_at')
    .select('f.id', 'f.type', 'f.attribute_tags', 'f.comment', 's.title as session_title', 's.start_date', 'r.name as reviewer_name', 'r.deleted_at as reviewer_deleted_at')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .paginate(page, FROM_TUTORS_PER_PAGE)
  const rows = result.all().map(
    (row: Record<string, any>): FeaturedLearnerFeedbackRow => ({
      id: toNumber(row.id),
      type: row.type,
      attributeTags: parseJsonList(row.attribute_tags),
      comment: row.comment,
      sessionTitle: row.session_title,
      sessionStart: fromDbTime(row.start_date)!,
      tutorFirstName: row.reviewer_deleted_at ? null : String(row.reviewer_name ?? '').trim().split(/\s+/)[0] || null,
    })
  )
  return { rows, total: Number(result.total), lastPage: Math.max(1, result.lastPage) }
}

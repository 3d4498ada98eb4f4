import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime, parseJsonList, sqlTime, toNumber } from '#app/support/database/values'
import { LEARNER_ATTRIBUTE_TAGS, LEARNER_FEEDBACK_TYPES, type LearnerAttributeTag, type LearnerFeedbackType } from '../shared/index.js'

export const LEARNER_FEEDBACKS_PER_PAGE = 30

export type StaffLearnerFeedbackFilters = { type: LearnerFeedbackType | null; tag: LearnerAttributeTag | null; page: number }

export type StaffLearnerFeedbackRow = {
  id: number
  type: string
  attributeTags: string[]
  comment: string | null
  createdAt: DateTime
  sessionId: number
  sessionTitle: string
  reviewerName: string
  revieweeName: string
  /** Shown to the learner (a live learner_feedback_featured row). */
  featured: boolean
}

/**
 * The Learner Feedbacks page's list (staff, spec 000 §6.3): newest first, filtered by type and by
 * tag, with the session and both people by name (staff see names; the page is never public).
 * Two queries (Lucid's paginate: the count and the page). A tag is matched as its quoted JSON
 * string inside the stored list (tags are fixed slugs, validated against the list: no pattern
 * characters).
 */
export async function learnerFeedbackForStaff(filters: StaffLearnerFeedbackFilters) {
  const query = db
    .from('learner_feedback as f')
    .join('tutoring_sessions as s', 's.id', 'f.session_id')
    .join('users as r', 'r.id', 'f.reviewer_user_id')
    .join('users as l', 'l.id', 'f.reviewee_user_id')
    .leftJoin('learner_feedback_featured as ff', (join) => join.on('ff.learner_feedback_id', '=', 'f.id').andOnNull('ff.deleted_at'))
    .select('f.id', 'f.type', 'f.attribute_tags', 'f.comment', 'f.created_at', 's.id as session_id', 's.title as session_title', 'r.name as reviewer_name', 'l.name as reviewee_name')
    .select('ff.id as featured_id')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
  if (filters.type) query.where('f.type', filters.type)
  if (filters.tag) query.where('f.attribute_tags', 'like', `%"${filters.tag}"%`)
  const page = await query.paginate(filters.page, LEARNER_FEEDBACKS_PER_PAGE)
  const rows = page.all().map(
    (row: Record<string, any>): StaffLearnerFeedbackRow => ({
      id: toNumber(row.id),
      type: row.type,
      attributeTags: parseJsonList(row.attribute_tags),
      comment: row.comment,
      createdAt: fromDbTime(row.created_at)!,
      sessionId: toNumber(row.session_id),
      sessionTitle: row.session_title,
      reviewerName: row.reviewer_name,
      revieweeName: row.reviewee_name,
      featured: row.featured_id !== null && row.featured_id !== undefined,
    })
  )
  return { rows, total: Number(page.total), lastPage: Math.max(1, page.lastPage) }
}

export type LearnerFeedbackMonth = { month: string } & Record<LearnerFeedbackType, number>
export type TagCount = { tag: string; count: number }

/**
 * The page's charts, from ONE query of the last `months` months' types and tags (counted in JS so
 * the SQL is the same on SQLite and PostgreSQL): the type mix per month, and how often each tag
 * was given in the last `days` days.
 */
export async function learnerFeedbackCharts(months = 6, days = 90, now = DateTime.utc()) {
  const start = now.startOf('month').minus({ months: months - 1 })
  const tagsSince = now.minus({ days })
  const from = start < tagsSince ? start : tagsSince
  const rows = await db.from('learner_feedback').where('created_at', '>=', sqlTime(from)).select('type', 'attribute_tags', 'created_at')
  const empty = () => Object.fromEntries(LEARNER_FEEDBACK_TYPES.map((type) => [type.value, 0])) as Record<LearnerFeedbackType, number>
  const byMonth = new Map<string, Record<LearnerFeedbackType, number>>()
  const tagCounts = new Map<string, number>()
  for (const row of rows) {
    const at = fromDbTime(row.created_at)!
    if (at >= start) {
      const key = at.toFormat('yyyy-MM')
      const bucket = byMonth.get(key) ?? empty()
      if (row.type in bucket) bucket[row.type as LearnerFeedbackType] += 1
      byMonth.set(key, bucket)
    }
    if (at >= tagsSince) for (const tag of parseJsonList(row.attribute_tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1)
  }
  const typesByMonth: LearnerFeedbackMonth[] = Array.from({ length: months }, (_, index) => {
    const month = start.plus({ months: index })
    return { month: month.toFormat('LLL yyyy'), ...(byMonth.get(month.toFormat('yyyy-MM')) ?? empty()) }
  })
  const tags: TagCount[] = LEARNER_ATTRIBUTE_TAGS.map((tag) => ({ tag: tag.label, count: tagCounts.get(tag.value) ?? 0 }))
  return { typesByMonth, tags }
}

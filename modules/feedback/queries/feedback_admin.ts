import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime, parseJsonList, sqlTime, toBool } from '#app/support/database/values'
import { SESSION_RATINGS } from '../shared/values.js'

export const FEEDBACKS_PER_PAGE = 30

export type StaffFeedbackFilters = { rating: string | null; withComment: boolean; page: number }

export type StaffFeedbackRow = {
  id: number
  rating: string
  ratingTags: string[]
  comment: string | null
  internalComment: string | null
  nps: number | null
  createdAt: DateTime
  sessionId: number
  sessionTitle: string
  learnerName: string
  tutorName: string | null
  featured: boolean
}

/**
 * The Feedbacks page's list (staff): newest first, filtered by rating and "has a comment", with the
 * session, the learner and the main host by name (staff see names; the page is never public).
 * Two queries: the page and its total.
 */
export async function feedbackForStaff(filters: StaffFeedbackFilters) {
  const base = db
    .from('session_feedback as f')
    .join('tutoring_sessions as s', 's.id', 'f.session_id')
    .join('users as u', 'u.id', 'f.user_id')
    .leftJoin('users as t', 't.id', 's.user_id')
    .leftJoin('session_feedback_featured as ft', 'ft.session_feedback_id', 'f.id')
  if (filters.rating) base.where('f.rating', filters.rating)
  if (filters.withComment) base.whereNotNull('f.comment').whereNot('f.comment', '')
  const [rows, count] = await Promise.all([
    base
      .clone()
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .offset((filters.page - 1) * FEEDBACKS_PER_PAGE)
      .limit(FEEDBACKS_PER_PAGE)
      .select('f.id', 'f.rating', 'f.rating_tags', 'f.comment', 'f.internal_comment', 'f.nps', 'f.created_at', 's.id as session_id', 's.title as session_title', 'u.name as learner_name', 't.name as tutor_name', 'ft.on_stories_page'),
    base.clone().count('* as total').first(),
  ])
  const total = Number(count?.total ?? 0)
  return {
    rows: rows.map(
      (row): StaffFeedbackRow => ({
        id: Number(row.id),
        rating: row.rating,
        ratingTags: parseJsonList(row.rating_tags),
        comment: row.comment,
        internalComment: row.internal_comment,
        nps: row.nps === null ? null : Number(row.nps),
        createdAt: fromDbTime(row.created_at)!,
        sessionId: Number(row.session_id),
        sessionTitle: row.session_title,
        learnerName: row.learner_name,
        tutorName: row.tutor_name ?? null,
        featured: toBool(row.on_stories_page),
      })
    ),
    total,
    lastPage: Math.max(1, Math.ceil(total / FEEDBACKS_PER_PAGE)),
  }
}

/** Ratings given in the last `days` days, one bar each (the page's chart). One grouped query. */
export async function ratingDistribution(days = 90, now = DateTime.utc()) {
  const rows = await db
    .from('session_feedback')
    .where('created_at', '>=', sqlTime(now.minus({ days })))
    .groupBy('rating')
    .select('rating')
    .count('* as total')
  const counts = new Map(rows.map((row: { rating: string; total: number | string }) => [row.rating, Number(row.total)]))
  return SESSION_RATINGS.map((rating) => ({ rating: rating.label, count: counts.get(rating.value) ?? 0 }))
}

/**
 * NPS per month for the last `months` months (promoters 9–10 minus detractors 0–6, in percent of
 * the month's answers; null for a month without answers). One query; months are counted in JS
 * so the SQL stays the same on SQLite and PostgreSQL.
 */
export async function npsByMonth(months = 6, now = DateTime.utc()) {
  const start = now.startOf('month').minus({ months: months - 1 })
  const rows = await db.from('session_feedback').whereNotNull('nps').where('created_at', '>=', sqlTime(start)).select('nps', 'created_at')
  const buckets = new Map<string, { promoters: number; detractors: number; total: number }>()
  for (const row of rows) {
    const key = fromDbTime(row.created_at)!.toFormat('yyyy-MM')
    const bucket = buckets.get(key) ?? { promoters: 0, detractors: 0, total: 0 }
    const score = Number(row.nps)
    bucket.total += 1
    if (score >= 9) bucket.promoters += 1
    else if (score <= 6) bucket.detractors += 1
    buckets.set(key, bucket)
  }
  return Array.from({ length: months }, (_, index) => {
    const month = start.plus({ months: index })
    const bucket = buckets.get(month.toFormat('yyyy-MM'))
    return {
      month: month.toFormat('LLL yyyy'),
      nps: bucket && bucket.total > 0 ? Math.round(((bucket.promoters - bucket.detractors) / bucket.total) * 100) : null,
      answers: bucket?.total ?? 0,
    }
  })
}

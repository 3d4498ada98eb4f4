import db from '@adonisjs/lucid/services/db'
import { fromDbTime } from '#app/support/database/values'
import { displayNamesOf } from '#modules/identity/index'
import type { DateTime } from 'luxon'

export type Story = { id: number; comment: string; rating: string; sessionTitle: string; tutorName: string | null; givenAt: DateTime }

export const STORIES_SHOWN = 60

/*
 * /stories (spec 000 §2.2, §2.6 Community menu): comments staff featured on the Stories page,
 * newest first. Decisions (privacy, minors): the learner who wrote it is never named — a story is
 * "a learner" — and only the session's title and its tutor's display name (already public on the
 * session page) go with it; internal comments never. Two queries (the stories, their tutors).
 */
export async function featuredStories(limit = STORIES_SHOWN): Promise<Story[]> {
  const rows = await db
    .from('session_feedback_featured as ft')
    .join('session_feedback as f', 'f.id', 'ft.session_feedback_id')
    .join('tutoring_sessions as s', 's.id', 'f.session_id')
    .where('ft.on_stories_page', true)
    .whereNotNull('f.comment')
    .whereNot('f.comment', '')
    .whereNull('s.deleted_at')
    .orderBy('ft.created_at', 'desc')
    .orderBy('ft.id', 'desc')
    .limit(limit)
    .select('f.id', 'f.comment', 'f.rating', 'f.created_at', 's.title as session_title', 's.user_id as tutor_id')
  const names = await displayNamesOf(rows.map((row) => Number(row.tutor_id)))
  return rows.map((row) => ({
    id: Number(row.id),
    comment: row.comment,
    rating: row.rating,
    sessionTitle: row.session_title,
    tutorName: names.get(Number(row.tutor_id)) ?? null,
    givenAt: fromDbTime(row.created_at)!,
  }))
}

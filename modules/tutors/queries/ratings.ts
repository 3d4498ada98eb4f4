import db from '@adonisjs/lucid/services/db'

/*
 * A tutor's rating for the directory (issue 18 §2 "browse tutors by rating"): the average of the
 * learners' session feedback (spec 002 §9 ratings: super helpful 3, helpful 2, not helpful 1) on the
 * sessions they hosted (an approved, live host row; canceled and deleted sessions left out). Only the
 * standard form counts (`type = 'tutor'`): dialogue ratings rate a conversation, not the tutor.
 * Read from feedback's and tutoring's tables (both lower layers than tutors; feedback exports no
 * average). Shown and filtered only from MIN_RATINGS ratings on: below that one learner's answer
 * would be readable from the number, and it says little.
 */
export const MIN_RATINGS = 3

export const RATING_FILTERS = {
  helpful: { label: 'Helpful on average (2 of 3 or more)', minAverage: 2 },
  'super-helpful': { label: 'Mostly super helpful (2.5 of 3 or more)', minAverage: 2.5 },
} as const
export type RatingFilter = keyof typeof RATING_FILTERS
export const RATING_FILTER_VALUES = Object.keys(RATING_FILTERS) as RatingFilter[]

export type TutorRating = { average: number; count: number }

const SCORE = "CASE session_feedback.rating WHEN 'super-helpful' THEN 3 WHEN 'helpful' THEN 2 WHEN 'not-helpful' THEN 1 END"

function ratingRows() {
  return db
    .from('session_feedback')
    .join('tutoring_sessions', 'tutoring_sessions.id', 'session_feedback.session_id')
    .join('session_hosts', 'session_hosts.session_id', 'tutoring_sessions.id')
    .where('session_feedback.type', 'tutor')
    .whereIn('session_feedback.rating', ['super-helpful', 'helpful', 'not-helpful'])
    .whereNotNull('session_hosts.approved_at')
    .whereNull('session_hosts.deleted_at')
    .whereNull('tutoring_sessions.canceled_at')
    .whereNull('tutoring_sessions.deleted_at')
    .groupBy('session_hosts.user_id')
    .havingRaw('COUNT(*) >= ?', [MIN_RATINGS])
}

/** The user ids of tutors rated at least `minAverage` (a subquery for the directory). */
export function ratedTutors(minAverage: number) {
  return ratingRows().havingRaw(`AVG(${SCORE}) >= ?`, [minAverage]).select('session_hosts.user_id')
}

export async function ratingsOf(userIds: number[]): Promise<Map<number, TutorRating>> {
  if (userIds.length === 0) return new Map()
  const rows = await ratingRows()
    .whereIn('session_hosts.user_id', userIds)
    .select('session_hosts.user_id')
    .select(db.raw(`AVG(${SCORE}) as average`))
    .count('* as total')
  return new Map(rows.map((row) => [Number(row.user_id), { average: Math.round(Number(row.average) * 10) / 10, count: Number(row.total) }]))
}

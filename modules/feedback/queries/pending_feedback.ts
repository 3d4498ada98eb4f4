import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime, sqlTime, toNumber } from '#app/support/database/values'
import { followsColumnQuery } from '#modules/recognition/index'
import { attendedCountQuery } from '#modules/tutoring/index'
import { DIALOGUE_SLUG, FEEDBACK_LOOKAHEAD_MINUTES, FEEDBACK_PAST_WINDOW_DAYS } from '../shared/index.js'

export type PendingFeedback = {
  sessionId: number
  title: string
  endDate: DateTime
  tutorId: number
  tutorName: string
  dialogue: boolean
  /** How many sessions wait for this learner's feedback, this one included. */
  remaining: number
  /** What the feedback form needs besides the session: the learner's attended count (NPS) and whether they follow the tutor. */
  attendedCount: number
  followsTutor: boolean
  /** The session's series and the program owning its template (the NPS question's wording). */
  seriesId: number | null
  programSlug: string | null
}

/*
 * spec 001 §5.3 "Feedback is required for a session when: topic is not the live-help topic;
 * session is in a world; user is registered; feedback not snoozed; none given yet; started within
 * a lookahead window; ended within a past window; not deleted" (windows: shared/values.ts).
 * There is no live-help topic in the catalogue (a live help question keeps its real topic), so the
 * session's format says it: live help sessions are left out. Every session has a world.
 * Decision: study spaces (open drop-in rooms where learners work on their own, issue 18 §3) are not
 * asked about either: nobody taught them.
 * Decision: canceled sessions and excused absences are not asked about either.
 * ONE query: the learner's registrations (index on user_id) joined to their session, the feedback
 * probe on the unique (session_id, user_id) index, and the count of all pending ones as a window
 * function — the cost does not grow with the feedback table. The form's two facts (attended count,
 * following the tutor) are selected in the same statement from the queries tutoring and recognition
 * export, so a pending prompt costs one statement, not three.
 */
/** Session formats whose people are never asked for feedback. */
const NO_FEEDBACK_FORMATS = ['live-help', 'study-space']

function pendingRows(userId: number, now: DateTime) {
  return db
    .from('session_registrations as r')
    .join('tutoring_sessions as s', 's.id', 'r.session_id')
    .where('r.user_id', userId)
    .whereNull('r.deleted_at')
    .whereNull('r.excused_absence_source')
    .where((q) => q.whereNull('r.snooze_feedback_until').orWhere('r.snooze_feedback_until', '<=', sqlTime(now)))
    .whereNull('s.deleted_at')
    .whereNull('s.canceled_at')
    .whereNotIn('s.format', NO_FEEDBACK_FORMATS)
    .where('s.start_date', '<=', sqlTime(now.minus({ minutes: FEEDBACK_LOOKAHEAD_MINUTES })))
    .where('s.end_date', '>=', sqlTime(now.minus({ days: FEEDBACK_PAST_WINDOW_DAYS })))
    .whereNotExists((q) => q.from('session_feedback as f').whereColumn('f.session_id', 'r.session_id').where('f.user_id', userId))
}

/**
 * The learner's first pending session (the oldest: it is the one closest to leaving the window),
 * or, with `sessionId`, that session when it is pending (the submit and snooze routes).
 */
export async function pendingFeedbackOf(userId: number, options: { now?: DateTime; sessionId?: number } = {}): Promise<PendingFeedback | null> {
  const query = pendingRows(userId, options.now ?? DateTime.utc())
  if (options.sessionId !== undefined) query.where('r.session_id', options.sessionId)
  const row = await query
    .join('users as t', 't.id', 's.user_id')
    .join('worlds as w', 'w.id', 's.world_id')
    .leftJoin('courses as c', 'c.id', 'w.course_id')
    .leftJoin('series as se', 'se.id', 's.series_id')
    .leftJoin('series_templates as st', 'st.id', 'se.series_template_id')
    .select('s.id', 's.title', 's.end_date', 's.user_id as tutor_id', 't.name as tutor_name', 'w.slug as world_slug', 'c.slug as course_slug')
    .select('s.series_id', 'st.program_slug')
    .select(db.raw('COUNT(*) OVER () as remaining'))
    .select(attendedCountQuery(userId).as('attended_count'))
    .select(followsColumnQuery(userId, 's.user_id').as('follows_tutor'))
    .orderBy('s.end_date', 'asc')
    .orderBy('s.id', 'asc')
    .first()
  if (!row) return null
  return {
    sessionId: row.id,
    title: row.title,
    endDate: fromDbTime(row.end_date)!,
    tutorId: row.tutor_id,
    // Tutors may be minors: the learner sees the first name only.
    tutorName: String(row.tutor_name).trim().split(/\s+/)[0] ?? '',
    dialogue: row.world_slug === DIALOGUE_SLUG || row.course_slug === DIALOGUE_SLUG,
    remaining: toNumber(row.remaining),
    attendedCount: toNumber(row.attended_count),
    followsTutor: toNumber(row.follows_tutor) > 0,
    seriesId: row.series_id === null || row.series_id === undefined ? null : toNumber(row.series_id),
    programSlug: row.program_slug ?? null,
  }
}

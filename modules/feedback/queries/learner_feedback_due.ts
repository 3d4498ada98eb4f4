import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime, toNumber } from '#app/support/database/values'
import { whereHostMayGiveLearnerFeedback } from '../policies/learner_feedback_scope.js'

export type LearnerFeedbackDue = { sessionId: number; title: string; startDate: DateTime; endDate: DateTime; present: number; given: number }

export const LEARNER_FEEDBACK_DUE_LIMIT = 20

/**
 * /tutor/feedback's "Your learners": the sessions where the host may give learner feedback now
 * (policies/learner_feedback_scope.ts) that had at least one learner present, with how many were
 * present and how many the host gave feedback on. One query (index session_hosts.user_id; the
 * counts probe session_attendees and the unique index of learner_feedback, session first),
 * newest first.
 */
export async function learnerFeedbackDueOf(hostId: number, now = DateTime.utc()): Promise<LearnerFeedbackDue[]> {
  const query = db.from('session_hosts as h').join('tutoring_sessions as s', 's.id', 'h.session_id')
  const rows = await whereHostMayGiveLearnerFeedback(query, hostId, now)
    .whereExists((present) => present.from('session_attendees as la').whereColumn('la.session_id', 's.id').where('la.role', 'learner').whereNull('la.deleted_at'))
    .select('s.id', 's.title', 's.start_date', 's.end_date')
    .select(db.from('session_attendees as a').whereColumn('a.session_id', 's.id').where('a.role', 'learner').whereNull('a.deleted_at').count('*').as('present'))
    .select(db.from('learner_feedback as f').whereColumn('f.session_id', 's.id').where('f.reviewer_user_id', hostId).count('*').as('given'))
    .orderBy('s.start_date', 'desc')
    .limit(LEARNER_FEEDBACK_DUE_LIMIT)
  return rows.map((row: Record<string, any>) => ({
    sessionId: toNumber(row.id),
    title: String(row.title),
    startDate: fromDbTime(row.start_date)!,
    endDate: fromDbTime(row.end_date)!,
    present: toNumber(row.present),
    given: toNumber(row.given),
  }))
}

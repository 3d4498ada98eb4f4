import { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { sqlTime } from '#app/support/database/values'
import { LEARNER_FEEDBACK_WINDOW_DAYS } from '../shared/index.js'

/*
 * The list twin of FeedbackPolicy.giveLearnerFeedback (without a learner): "the sessions where this
 * host may give learner feedback now", as SQL over `session_hosts as h` joined with
 * `tutoring_sessions as s` — an approved live host row, marked present on the roster (a live
 * session_attendees row with role host), the roster confirmed, not canceled or deleted, ended at
 * most LEARNER_FEEDBACK_WINDOW_DAYS ago. tests/functional/learner_feedback.spec.ts checks the two
 * agree on the same fixtures.
 */
export function whereHostMayGiveLearnerFeedback(query: DatabaseQueryBuilderContract<any>, hostId: number, now: DateTime = DateTime.utc()) {
  return query
    .where('h.user_id', hostId)
    .whereNull('h.deleted_at')
    .whereNotNull('h.approved_at')
    .whereNull('s.deleted_at')
    .whereNull('s.canceled_at')
    .whereNotNull('s.attendance_confirmed_at')
    .where('s.end_date', '>=', sqlTime(now.minus({ days: LEARNER_FEEDBACK_WINDOW_DAYS })))
    .whereExists((attended) =>
      attended.from('session_attendees as ha').whereColumn('ha.session_id', 's.id').where('ha.user_id', hostId).where('ha.role', 'host').whereNull('ha.deleted_at')
    )
}

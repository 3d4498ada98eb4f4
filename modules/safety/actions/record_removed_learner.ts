import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import RemovedLearnerReview from '../models/removed_learner_review.js'
import { sanctionUser } from './sanction_user.js'
import { forgetPendingPrompts } from '../queries/pending_prompts.js'

export type LearnerRemoval = { sessionId: number; learnerId: number; hostId: number; reason: string }

/**
 * 'session.learner.removed' (spec 000 §6.4 "The tutor removing a learner must review the removal,
 * and the removal suspends the learner"): a pending review for the host (prompt 3) and the learner
 * suspended under session-removal with a sanction, in one transaction. A repeated delivery finds
 * the review (UNIQUE per session and learner) and does nothing.
 */
export async function recordRemovedLearner(removal: LearnerRemoval): Promise<void> {
  await db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const inserted = await trx
      .knexQuery()
      .table(RemovedLearnerReview.table)
      .insert({ session_id: removal.sessionId, learner_id: removal.learnerId, host_id: removal.hostId, reason: removal.reason.slice(0, 500), created_at: now })
      .onConflict(['session_id', 'learner_id'])
      .ignore()
      .returning('id')
    if (inserted.length === 0) return
    trx.after('commit', () => forgetPendingPrompts(removal.hostId))
    await sanctionUser(
      { userId: removal.learnerId, context: 'session-removal', reasonCode: 'session-conduct', evidenceLinks: [`/session/${removal.sessionId}`], note: null, safetyReportId: null, byUserId: removal.hostId },
      { client: trx }
    )
  })
}

import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { unsuspendUser } from '#modules/identity/index'
import RemovedLearnerReview from '../models/removed_learner_review.js'
import Sanction from '../models/sanction.js'
import { INTENTION_STATE, type ReviewIntention } from '../shared/index.js'
import { openSafetyReport } from './open_safety_report.js'
import { forgetPendingPrompts } from '../queries/pending_prompts.js'

/**
 * A host answers prompt 3 (spec 001 §4.4 "Reviewing a removed learner: yes gives needs-action, no
 * gives resolved"): the report opens with that first action. Decision: on "no" (nothing for the
 * safety team) the session-removal suspension is lifted, so a learner is not left suspended by a
 * report nobody will look at. The review is answered once (guarded UPDATE).
 */
export async function reviewRemovedLearner(review: RemovedLearnerReview, input: { intention: ReviewIntention; explanation: string }): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const claimed = await trx.from(RemovedLearnerReview.table).where('id', review.id).whereNull('reviewed_at').update({ reviewed_at: now, intention: input.intention, explanation: input.explanation })
    if (affectedRows(claimed) === 0) return false
    trx.after('commit', () => forgetPendingPrompts(review.hostId))
    const sanction = await Sanction.query({ client: trx }).where('user_id', review.learnerId).where('context', 'session-removal').whereNull('lifted_at').orderBy('id', 'desc').first()
    const report = await openSafetyReport(
      {
        type: 'removed-learner',
        reason: 'other',
        description: `Removed from the session: ${review.reason}\n\nHost's review: ${input.explanation}`,
        reporterId: review.hostId,
        link: `/session/${review.sessionId}`,
        sessionId: review.sessionId,
        subjectUserIds: [review.learnerId],
        sanctionId: sanction?.id ?? null,
        firstAction: { userId: review.hostId, status: INTENTION_STATE[input.intention], comment: null },
      },
      { client: trx }
    )
    await trx.from(RemovedLearnerReview.table).where('id', review.id).update({ safety_report_id: report.id })
    if (sanction) await trx.from(Sanction.table).where('id', sanction.id).update({ safety_report_id: report.id })
    if (input.intention === 'no' && sanction) {
      await unsuspendUser({ userId: review.learnerId, byUserId: review.hostId }, trx)
      await trx.from(Sanction.table).where('id', sanction.id).update({ lifted_at: now })
    }
    return true
  })
}

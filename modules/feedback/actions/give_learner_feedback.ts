import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { recordUserEvent } from '#modules/recognition/index'
import { POINTS } from '#modules/recognition/shared/index'
import LearnerFeedback from '../models/learner_feedback.js'
import { earnsReceivedPoint, type LearnerFeedbackType } from '../shared/index.js'

export type LearnerFeedbackInput = {
  sessionId: number
  reviewerId: number
  revieweeId: number
  type: LearnerFeedbackType
  comment: string | null
  attributeTags: string[]
}

/**
 * A host's feedback on a learner of their session (spec 001 §3.4; who may: FeedbackPolicy
 * .giveLearnerFeedback), in one transaction with its points (spec 002 Points "Learner feedback
 * given or received: 1"): 1 to the host (key `learner_feedback_given:<id>`) and 1 to the learner
 * (`learner_feedback_received:<id>`) unless it is a concern (shared earnsReceivedPoint). Once per
 * session, host and learner: a second one (double click, two tabs) hits the unique index,
 * changes nothing and awards nothing: null.
 */
export async function giveLearnerFeedback(input: LearnerFeedbackInput): Promise<LearnerFeedback | null> {
  return db.transaction(async (trx) => {
    const inserted = await trx
      .knexQuery()
      .table('learner_feedback')
      .insert({
        session_id: input.sessionId,
        reviewer_user_id: input.reviewerId,
        reviewee_user_id: input.revieweeId,
        type: input.type,
        comment: input.comment,
        attribute_tags: JSON.stringify([...new Set(input.attributeTags)]),
        created_at: sqlTime(DateTime.utc()),
      })
      .onConflict(['session_id', 'reviewer_user_id', 'reviewee_user_id'])
      .ignore()
      .returning('id')
    if (inserted.length === 0) return null
    const feedback = await LearnerFeedback.query({ client: trx })
      .where('session_id', input.sessionId)
      .where('reviewer_user_id', input.reviewerId)
      .where('reviewee_user_id', input.revieweeId)
      .firstOrFail()
    const points = POINTS.learnerFeedbackGivenOrReceived
    const award = (userId: number, eventType: 'learner_feedback_given' | 'learner_feedback_received') =>
      recordUserEvent(
        { userId, eventType, points, sessionId: input.sessionId, payload: { learnerFeedbackId: feedback.id }, idempotencyKey: `${eventType}:${feedback.id}` },
        { client: trx }
      )
    await award(input.reviewerId, 'learner_feedback_given')
    if (earnsReceivedPoint(input.type)) await award(input.revieweeId, 'learner_feedback_received')
    return feedback
  })
}

import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { followTutor, recordUserEvent } from '#modules/recognition/index'
import { isDetailedNote, sessionFeedbackGivenPoints, sessionFeedbackReceivedPoints } from '#modules/recognition/shared/index'
import SessionFeedback from '../models/session_feedback.js'
import type { CheckedFeedback } from '../shared/index.js'

/**
 * A learner's feedback on a session, in one transaction with its points (spec 002 Points:
 * "Session feedback given: 1, +1 each for detailed, NPS, internal comment" to the learner;
 * "Session feedback received: Helpful 1; Super Helpful 2" to the session's tutor — decision: the
 * dialogue ratings earn the tutor nothing, they rate the conversation, not the help) and the
 * optional follow. A second submission (double click, two tabs) hits the unique index and
 * changes nothing: null.
 */
export async function giveSessionFeedback(
  input: { sessionId: number; userId: number; tutorId: number; answer: CheckedFeedback }
): Promise<SessionFeedback | null> {
  const { answer } = input
  return db.transaction(async (trx) => {
    const inserted = await trx
      .knexQuery()
      .table('session_feedback')
      .insert({
        session_id: input.sessionId,
        user_id: input.userId,
        type: answer.type,
        rating: answer.rating,
        rating_tags: JSON.stringify(answer.ratingTags),
        comment: answer.comment,
        internal_comment: answer.internalComment,
        nps: answer.nps,
        created_at: sqlTime(DateTime.utc()),
      })
      .onConflict(['session_id', 'user_id'])
      .ignore()
      .returning('id')
    if (inserted.length === 0) return null
    const feedback = await SessionFeedback.query({ client: trx }).where('session_id', input.sessionId).where('user_id', input.userId).firstOrFail()
    const given = sessionFeedbackGivenPoints({
      detailed: isDetailedNote(answer.comment),
      hasNps: answer.nps !== null,
      hasInternalNote: Boolean(answer.internalComment),
    })
    await recordUserEvent(
      { userId: input.userId, eventType: 'session_feedback_given', points: given, sessionId: input.sessionId, payload: { feedbackId: feedback.id }, idempotencyKey: `session_feedback_given:${feedback.id}` },
      { client: trx }
    )
    const received = answer.type === 'tutor' ? sessionFeedbackReceivedPoints(answer.rating as 'super-helpful' | 'helpful' | 'not-helpful') : 0
    if (received > 0) {
      await recordUserEvent(
        { userId: input.tutorId, eventType: 'session_feedback_received', points: received, sessionId: input.sessionId, payload: { feedbackId: feedback.id }, idempotencyKey: `session_feedback_received:${feedback.id}` },
        { client: trx }
      )
    }
    if (answer.followTutor) await followTutor({ userId: input.userId, tutorId: input.tutorId }, { client: trx })
    return feedback
  })
}

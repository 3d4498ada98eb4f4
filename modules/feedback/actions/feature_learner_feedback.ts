import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { notify } from '#modules/notifications/index'
import { LEARNER_FEEDBACK_FEATURED_KIND } from '../notification_kinds.js'

/*
 * Staff show a host's feedback to the learner it is about (spec 001 §3.4 learner_feedback_featured;
 * who may and which feedback: FeedbackAdminPolicy.featureLearnerFeedback). One upsert: featuring
 * twice changes nothing but who featured it last; featuring a taken-off one restores its row. The
 * learner is told once per feedback (bell; the idempotency key keeps a re-feature quiet), in the
 * same transaction.
 */
export async function featureLearnerFeedback(feedback: { id: number; sessionId: number; revieweeUserId: number }, staffId: number) {
  await db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    await trx
      .knexQuery()
      .table('learner_feedback_featured')
      .insert({ learner_feedback_id: feedback.id, user_id: staffId, created_at: now, updated_at: now, deleted_at: null })
      .onConflict(['learner_feedback_id'])
      .merge({ user_id: staffId, updated_at: now, deleted_at: null })
    const session = await trx.from('tutoring_sessions').where('id', feedback.sessionId).select('title').first()
    await notify(
      {
        key: LEARNER_FEEDBACK_FEATURED_KIND,
        userId: feedback.revieweeUserId,
        relatedUserId: staffId,
        sessionId: feedback.sessionId,
        payload: { title: session?.title ?? 'your session' },
        idempotencyKey: `${LEARNER_FEEDBACK_FEATURED_KIND}:${feedback.id}`,
      },
      { client: trx }
    )
  })
}

import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { recordUserEvent } from '#modules/recognition/index'
import TrainingSubmission from '../models/training_submission.js'
import { TRAINING_COMPLETED_POINTS } from '../shared/rules.js'

/**
 * Records that a user completed a training (README "Completing a training": an acknowledgement,
 * score null) and awards the spec 002 §9 points once. In the caller's transaction. Returns false
 * when it was already completed (nothing changes).
 */
export async function completeTraining(input: { userId: number; trainingId: number }, { client }: { client: TransactionClientContract }): Promise<boolean> {
  const now = DateTime.utc()
  const existing = await TrainingSubmission.query({ client }).where('user_id', input.userId).where('training_id', input.trainingId).first()
  if (existing) {
    // Guarded: two clicks at once complete it once.
    const updated = await client
      .from('training_submissions')
      .where('id', existing.id)
      .whereNull('submitted_at')
      .update({ submitted_at: sqlTime(now), submitted_score: null, updated_at: sqlTime(now) })
    if (affectedRows(updated) === 0) return false
  } else {
    await TrainingSubmission.create({ userId: input.userId, trainingId: input.trainingId, submittedAt: now, submittedScore: null, assignmentPriority: null, assignmentNote: null, assignmentMentorUserId: null, volunteerActivityId: null }, { client })
  }
  await recordUserEvent(
    {
      userId: input.userId,
      eventType: 'tutor_training_completed',
      points: TRAINING_COMPLETED_POINTS,
      payload: { trainingId: input.trainingId },
      idempotencyKey: `tutor_training_completed:${input.userId}:${input.trainingId}`,
    },
    { client }
  )
  return true
}

export function completeTrainingNow(input: { userId: number; trainingId: number }) {
  return db.transaction((trx) => completeTraining(input, { client: trx }))
}

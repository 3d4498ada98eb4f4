import db from '@adonisjs/lucid/services/db'
import TrainingSubmission from '../models/training_submission.js'
import type { AssignmentPriority } from '../shared/rules.js'

export type AssignmentInput = { userId: number; trainingId: number; priority: AssignmentPriority; note: string | null; mentorUserId: number }

/**
 * A mentor assigns a training to a tutor with a priority and a note (spec 001 §3.5). Assigning
 * again replaces the priority and note; a completion already recorded stays.
 */
export async function assignTraining(input: AssignmentInput): Promise<TrainingSubmission> {
  return db.transaction(async (trx) => {
    const existing = await TrainingSubmission.query({ client: trx }).where('user_id', input.userId).where('training_id', input.trainingId).forUpdate().first()
    const assignment = { assignmentPriority: input.priority, assignmentNote: input.note, assignmentMentorUserId: input.mentorUserId }
    if (existing) {
      existing.merge(assignment)
      await existing.useTransaction(trx).save()
      return existing
    }
    return TrainingSubmission.create({ userId: input.userId, trainingId: input.trainingId, ...assignment, submittedAt: null, submittedScore: null, volunteerActivityId: null }, { client: trx })
  })
}

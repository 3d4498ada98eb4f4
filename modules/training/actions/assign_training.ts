import db from '@adonisjs/lucid/services/db'
import { findUserByUsername } from '#modules/identity/index'
import Training from '../models/training.js'
import TrainingSubmission from '../models/training_submission.js'
import { TRAINING_FORM_MESSAGES } from '../validators/training_validators.js'
import type { AssignmentPriority } from '../shared/rules.js'

export type AssignmentInput = { trainingId: number; username: string; priority: AssignmentPriority; note: string | null; mentorUserId: number }

export type AssignmentResult =
  | { ok: true; submission: TrainingSubmission; username: string }
  | { ok: false; field: 'username'; reason: string }

/**
 * A mentor assigns a training to a tutor, named by username, with a priority and a note (spec 001
 * §3.5). Refused (nothing written) when the training is archived, nobody has the username, or a
 * tutor training goes to someone without the tutor role. Assigning again replaces the priority
 * and note; a completion already recorded stays.
 */
export async function assignTraining(input: AssignmentInput): Promise<AssignmentResult> {
  const refuse = (reason: string) => ({ ok: false as const, field: 'username' as const, reason })
  // Reads before the transaction: SQLite's pool is one connection, so nothing outside it may run inside.
  const training = await Training.find(input.trainingId)
  if (!training || training.archivedAt) return refuse(TRAINING_FORM_MESSAGES.archived)
  const tutor = await findUserByUsername(input.username)
  if (!tutor) return refuse(TRAINING_FORM_MESSAGES.noSuchUser)
  const roles = await tutor.roles()
  if (training.primaryType === 'tutor' && !roles.has('tutor')) return refuse(TRAINING_FORM_MESSAGES.notTutor)
  return db.transaction(async (trx) => {
    const existing = await TrainingSubmission.query({ client: trx }).where('user_id', tutor.id).where('training_id', training.id).forUpdate().first()
    const assignment = { assignmentPriority: input.priority, assignmentNote: input.note, assignmentMentorUserId: input.mentorUserId }
    if (existing) {
      existing.merge(assignment)
      await existing.useTransaction(trx).save()
      return { ok: true as const, submission: existing, username: tutor.username }
    }
    const submission = await TrainingSubmission.create(
      { userId: tutor.id, trainingId: training.id, ...assignment, submittedAt: null, submittedScore: null, volunteerActivityId: null },
      { client: trx }
    )
    return { ok: true as const, submission, username: tutor.username }
  })
}

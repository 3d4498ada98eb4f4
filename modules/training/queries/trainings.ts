import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import Training from '../models/training.js'
import TrainingSubmission from '../models/training_submission.js'
import { hostingBlock, recoverableBy } from '../shared/rules.js'

export type TrainingWithSubmission = { training: Training; submission: TrainingSubmission | null }

export function findTraining(slug: string) {
  return Training.query().where('slug', slug).first()
}

export function submissionOf(userId: number, trainingId: number) {
  return TrainingSubmission.query().where('user_id', userId).where('training_id', trainingId).first()
}

/**
 * The tutor trainings a user sees on /tutor/training: every live tutor training, plus archived
 * ones the user was assigned or completed (their history stays).
 */
export async function tutorTrainingsOf(userId: number): Promise<TrainingWithSubmission[]> {
  const submissions = await TrainingSubmission.query().where('user_id', userId)
  const byTraining = new Map(submissions.map((submission) => [submission.trainingId, submission]))
  const trainings = await Training.query()
    .where('primary_type', 'tutor')
    .where((query) => {
      query.whereNull('archived_at')
      if (byTraining.size > 0) query.orWhereIn('id', [...byTraining.keys()])
    })
    .orderBy('title', 'asc')
  return trainings.map((training) => ({ training, submission: byTraining.get(training.id) ?? null }))
}

/** Required, unfinished, live tutor trainings assigned to the user: while any exist the tutor is "outstanding" (spec 001 §5.4). */
export async function outstandingTrainingsOf(userId: number): Promise<Training[]> {
  return Training.query()
    .whereNull('archived_at')
    .where('primary_type', 'tutor')
    .whereIn('id', (query) => query.from('training_submissions').select('training_id').where('user_id', userId).where('assignment_priority', 'required').whereNull('submitted_at'))
    .orderBy('title', 'asc')
}

/** The training a series template requires (spec 001 §5.4 tutor_training_id), with whether the user completed it. */
export async function templateTrainingFor(templateId: number, userId: number) {
  const row = await db.from('series_templates').where('id', templateId).select('tutor_training_id').first()
  const trainingId = row?.tutor_training_id as number | null | undefined
  if (!trainingId) return null
  const training = await Training.find(trainingId)
  if (!training) return null
  const submission = await submissionOf(userId, training.id)
  return { title: training.title, completed: Boolean(submission?.submittedAt), archived: training.archivedAt !== null }
}

/** Why this user may not host this template because of trainings (spec 001 §5.4), or null. */
export async function trainingHostingBlock(userId: number, templateId: number | null): Promise<string | null> {
  const outstanding = await outstandingTrainingsOf(userId)
  const templateTraining = templateId ? await templateTrainingFor(templateId, userId) : null
  return hostingBlock({ outstanding, templateTraining })
}

/** The unsuspend training that recovers this user's current suspension (spec 000 §2.3), if any. */
export async function recoveryTrainingFor(userId: number): Promise<TrainingWithSubmission | null> {
  const user = await User.find(userId)
  if (!user) return null
  const openContexts = user.suspensionActions.filter((action) => !action.liftedAt).map((action) => action.context as string)
  if (openContexts.length === 0) return null
  const candidates = await Training.query().where('primary_type', 'unsuspend').whereNull('archived_at').orderBy('id', 'desc')
  const training = candidates.find((candidate) => recoverableBy(openContexts, { primaryType: candidate.primaryType, secondaryType: candidate.secondaryType, archived: false }))
  if (!training) return null
  return { training, submission: (await submissionOf(userId, training.id)) ?? null }
}

export type AdminTrainingRow = { training: Training; assigned: number; completed: number; templates: { id: number; title: string }[] }

/** The Tutor Trainings console list: every training, live first, with assignment and completion counts. */
export async function adminTrainings(): Promise<AdminTrainingRow[]> {
  const trainings = await Training.query().orderByRaw('CASE WHEN archived_at IS NULL THEN 0 ELSE 1 END').orderBy('title', 'asc')
  const counts = await db
    .from('training_submissions')
    .select('training_id')
    .select(db.raw('SUM(CASE WHEN assignment_priority IS NOT NULL THEN 1 ELSE 0 END) AS assigned'))
    .select(db.raw('SUM(CASE WHEN submitted_at IS NOT NULL THEN 1 ELSE 0 END) AS completed'))
    .groupBy('training_id')
  const byId = new Map(counts.map((row) => [Number(row.training_id), { assigned: Number(row.assigned ?? 0), completed: Number(row.completed ?? 0) }]))
  const templateRows = await db.from('series_templates').whereNotNull('tutor_training_id').whereNull('deleted_at').select('id', 'title', 'tutor_training_id').orderBy('title', 'asc')
  const templatesOf = (trainingId: number) => templateRows.filter((row) => Number(row.tutor_training_id) === trainingId).map((row) => ({ id: Number(row.id), title: String(row.title) }))
  return trainings.map((training) => ({
    training,
    assigned: byId.get(training.id)?.assigned ?? 0,
    completed: byId.get(training.id)?.completed ?? 0,
    templates: templatesOf(training.id),
  }))
}

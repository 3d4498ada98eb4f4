import { recoveryTrainingFor } from './trainings.js'
import { TRAINING_COMPLETED_POINTS, UNSUSPEND_LABEL, trainingLinkFor } from '../shared/rules.js'

export type RecoveryCard = {
  slug: string
  title: string
  excerpt: string
  description: string
  notice: string
  assignmentNote: string | null
  timeEstimateMinutes: number
  points: number
  link: string | null
  started: boolean
}

/** The props of the recovery training card on the user_maybe_suspended screen (spec 000 §2.3), or null. */
export async function recoveryCardFor(userId: number): Promise<RecoveryCard | null> {
  const found = await recoveryTrainingFor(userId)
  if (!found) return null
  const { training, submission } = found
  return {
    slug: training.slug,
    title: training.title,
    excerpt: training.excerpt,
    description: training.description,
    notice: UNSUSPEND_LABEL,
    assignmentNote: submission?.assignmentNote ?? null,
    timeEstimateMinutes: training.timeEstimateMinutes,
    points: TRAINING_COMPLETED_POINTS,
    link: trainingLinkFor(training.linkTraining, userId),
    // A training completed before (an earlier suspension) is reviewed rather than started.
    started: Boolean(submission?.submittedAt),
  }
}

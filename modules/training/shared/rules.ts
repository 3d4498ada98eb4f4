/*
 * The rules of tutor trainings and onboarding (issue 12 §2), pure so unit tests pin them.
 * No server imports: pages may use these too.
 */
export const TRAINING_PRIMARY_TYPES = ['tutor', 'unsuspend'] as const
export type TrainingPrimaryType = (typeof TRAINING_PRIMARY_TYPES)[number]

export const ASSIGNMENT_PRIORITIES = ['required', 'highly_recommended', 'optional'] as const
export type AssignmentPriority = (typeof ASSIGNMENT_PRIORITIES)[number]

/** spec 001 §4.5 training priority labels. */
export const PRIORITY_LABELS: Record<AssignmentPriority, string> = {
  required: 'Required to host new sessions',
  highly_recommended: 'Highly recommended',
  optional: 'Optional',
}
export const UNSUSPEND_LABEL = 'Required to recover your account'
export const COMPLETED_LABEL = 'Completed'

/** spec 002 §9 points: tutor training completed. */
export const TRAINING_COMPLETED_POINTS = 10

/** spec 001 §5.5 / spec 002 §9: a new tutor needs onboarding while hosting fewer than 3 past sessions. */
export const ONBOARDING_HOSTED_THRESHOLD = 3

/*
 * spec 002 §9 "Training form link a/b split by user id modulo 4". Decision: users whose id is 0
 * modulo 4 (a quarter) get variant b, the same training link with `variant=b` added to its query,
 * so the external form records which arm answered; everyone else gets the link as stored (a).
 */
export type LinkVariant = 'a' | 'b'
export function linkVariantOf(userId: number): LinkVariant {
  return userId % 4 === 0 ? 'b' : 'a'
}

export function trainingLinkFor(link: string | null, userId: number): string | null {
  if (!link) return null
  if (linkVariantOf(userId) === 'a') return link
  try {
    const url = new URL(link)
    url.searchParams.set('variant', 'b')
    return url.toString()
  } catch {
    return link
  }
}

export type TrainingGroup = 'required' | 'highly_recommended' | 'optional' | 'completed'
export const GROUP_TITLES: Record<TrainingGroup, string> = {
  required: 'Required',
  highly_recommended: 'Highly recommended',
  optional: 'Optional',
  completed: 'Completed',
}

/**
 * Where a training sits on /tutor/training (spec 001 §4.5): a completed submission shows
 * Completed; otherwise the mentor's priority, and a training nobody assigned is optional.
 */
export function groupOf(submission: { submittedAt: unknown | null; assignmentPriority: AssignmentPriority | null } | null): TrainingGroup {
  if (submission?.submittedAt) return 'completed'
  return submission?.assignmentPriority ?? 'optional'
}

export type ShowFilter = 'completed' | 'incomplete' | null
export function showsGroup(show: ShowFilter, group: TrainingGroup) {
  if (show === 'completed') return group === 'completed'
  if (show === 'incomplete') return group !== 'completed'
  return true
}

/**
 * spec 001 §5.4 / §4.5 hosting gate: a tutor with a required training not yet completed is
 * "outstanding" and hosts no new sessions; a template naming a training needs it completed.
 * Returns the reason shown to the tutor, or null when nothing blocks.
 */
export function hostingBlock(input: {
  outstanding: { title: string }[]
  templateTraining: { title: string; completed: boolean; archived: boolean } | null
}): string | null {
  if (input.outstanding.length > 0) {
    const titles = input.outstanding.map((training) => `“${training.title}”`).join(', ')
    return `Complete your required training ${titles} at /tutor/training before hosting new sessions.`
  }
  const needed = input.templateTraining
  if (needed && !needed.completed && !needed.archived) {
    return `This template needs the training “${needed.title}”: complete it at /tutor/training before hosting.`
  }
  return null
}

/** spec 001 §5.5: a tutor needs onboarding while hosting fewer than 3 past sessions and never having attended an onboarding session as a learner. */
export function needsOnboarding(input: { isTutor: boolean; pastHostedSessions: number; attendedOnboardingAsLearner: boolean }): boolean {
  return input.isTutor && input.pastHostedSessions < ONBOARDING_HOSTED_THRESHOLD && !input.attendedOnboardingAsLearner
}

/*
 * Unsuspend trainings (spec 000 §2.3): an unsuspend training's secondary_type names the suspension
 * context it recovers from. Decision: only the temporary learner-no-shows suspension is recoverable
 * by training, and only while every open suspension of the account is of that context (a training
 * never lifts a suspension staff decided).
 */
export const RECOVERABLE_CONTEXTS = ['learner-no-shows'] as const

export function recoverableBy(openContexts: string[], training: { primaryType: string; secondaryType: string | null; archived: boolean }): boolean {
  if (training.primaryType !== 'unsuspend' || training.archived || !training.secondaryType) return false
  if (!(RECOVERABLE_CONTEXTS as readonly string[]).includes(training.secondaryType)) return false
  return openContexts.length > 0 && openContexts.every((context) => context === training.secondaryType)
}

import { DateTime } from 'luxon'

/* spec 001 §4.4 suspension contexts. */
export const SUSPENSION_CONTEXTS = [
  'community-suspension',
  'onboarding-rejection',
  'session-removal',
  'automatic-suspension',
  'learner-no-shows',
  'admin',
  'background-check-failed',
] as const
export type SuspensionContext = (typeof SUSPENSION_CONTEXTS)[number]

export type SuspensionAction = {
  context: SuspensionContext
  reason: string
  note: string | null
  createdAt: string
  byUserId: number | null
  liftedAt: string | null
}

/*
 * Decision (spec 000 §2.3 user_maybe_suspended): suspensions that are temporary or pending a
 * human review show the "maybe suspended" screen; the others show "Your account has been
 * suspended.".
 */
export const PROVISIONAL_CONTEXTS: readonly SuspensionContext[] = ['learner-no-shows', 'automatic-suspension', 'session-removal']

/** spec 000 §9: suspension notes display only when dated after 2025-10-16. */
export const SUSPENSION_NOTE_CUTOFF = DateTime.fromISO('2025-10-16T23:59:59.999Z', { zone: 'utc' })

export function currentSuspension(actions: SuspensionAction[]): SuspensionAction | null {
  const open = actions.filter((action) => !action.liftedAt)
  return open.length > 0 ? open[open.length - 1] : null
}

export function noteIsShown(action: SuspensionAction) {
  if (!action.note) return false
  return DateTime.fromISO(action.createdAt, { zone: 'utc' }) > SUSPENSION_NOTE_CUTOFF
}

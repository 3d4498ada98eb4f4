import type { DateTime } from 'luxon'
import { isOldEnough } from './age.js'
import { isSuspended, type Role } from './roles.js'
import { currentSuspension, PROVISIONAL_CONTEXTS, type SuspensionAction } from './suspension.js'

/*
 * spec 000 §2.3: the nine access-blocked screens, chosen by a page-access error code.
 */
export const PAGE_ACCESS_CODES = [
  'not_logged_in',
  'email_not_verified',
  'not_enough_permission',
  'onboarding_already_finished',
  'onboarding_not_finished',
  'user_rejected',
  'user_suspended',
  'user_maybe_suspended',
  'not_enough_age',
] as const
export type PageAccessCode = (typeof PAGE_ACCESS_CODES)[number]

/**
 * What a route needs:
 * - signed_in: any account (e.g. the verify-email screen's actions)
 * - verified: a verified email (settings)
 * - onboarding: verified, onboarding not finished yet (the onboarding form)
 * - member: verified, onboarded, not rejected (dashboard and everything a learner uses)
 * - a role: member plus that role (e.g. 'admin:basic' for the staff console)
 */
export type AccessRequirement = 'signed_in' | 'verified' | 'onboarding' | 'member' | { role: Role }

export type AccessSubject = {
  dateOfBirth: DateTime | null
  emailVerified: boolean
  onboarded: boolean
  suspensionActions: SuspensionAction[]
  roles: Set<Role>
}

export function decideAccess(subject: AccessSubject | null, requirement: AccessRequirement): PageAccessCode | null {
  if (!subject) return 'not_logged_in'
  if (subject.dateOfBirth && !isOldEnough(subject.dateOfBirth)) return 'not_enough_age'
  if (isSuspended(subject.roles)) {
    const action = currentSuspension(subject.suspensionActions)
    return action && PROVISIONAL_CONTEXTS.includes(action.context) ? 'user_maybe_suspended' : 'user_suspended'
  }
  if (requirement === 'signed_in') return null
  if (!subject.emailVerified) return 'email_not_verified'
  if (requirement === 'verified') return null
  if (requirement === 'onboarding') return subject.onboarded ? 'onboarding_already_finished' : null
  if (!subject.onboarded) return 'onboarding_not_finished'
  if (subject.roles.has('rejected')) return 'user_rejected'
  if (requirement === 'member') return null
  return subject.roles.has(requirement.role) ? null : 'not_enough_permission'
}

export type BlockedScreenDetails = { email?: string; suspensionAction?: SuspensionAction | null }

/**
 * What each blocked screen needs of the user: the email to verify, or the current suspension
 * (shaped for the browser by SuspensionActionTransformer). user_suspended asserts a suspension
 * action exists.
 */
export function blockedScreenDetails(code: PageAccessCode, user: { email: string; suspensionActions: SuspensionAction[] } | null): BlockedScreenDetails {
  if (!user) return {}
  if (code === 'email_not_verified') return { email: user.email }
  if (code === 'user_suspended' || code === 'user_maybe_suspended') {
    const action = currentSuspension(user.suspensionActions)
    if (code === 'user_suspended' && !action) {
      throw new Error('Assertion failed: user_suspended requires a suspensionAction')
    }
    return { suspensionAction: action }
  }
  return {}
}

export const ACCESS_STATUS: Record<PageAccessCode, number> = {
  not_logged_in: 401,
  email_not_verified: 403,
  not_enough_permission: 403,
  onboarding_already_finished: 403,
  onboarding_not_finished: 403,
  user_rejected: 403,
  user_suspended: 403,
  user_maybe_suspended: 403,
  not_enough_age: 403,
}

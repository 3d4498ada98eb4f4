import type { DateTime } from 'luxon'
import type { FilterVerdict } from '#kernel/hooks'
import { AGREEMENT_PATH, ONBOARDING_PATH, REQUEST_CONSENT_PATH } from './constants.js'
import type { SatTest } from './sat_tests.js'

/*
 * The tutor side of the SAT bootcamp, as pure rules (unit-tested; the queries feed them).
 * - Publishing a bootcamp (series.canHost) needs, on top of the test's window (windows.ts): the
 *   signed tutor agreement; a parent or guardian's consent when the tutor is under 18 or of unknown
 *   age (spec 000 §6.4 "parent consent is required for SAT bootcamp users under age; SAT user types
 *   are tutor and learner"); and onboarding (issue 16 "onboarding sessions that new bootcamp tutors
 *   attend before publishing"; spec 001 §5.5 / 002 §9 "onboarding need: fewer than 3 hosted
 *   sessions", or an onboarding session attended as a learner).
 * - Onboarding sessions of a test are offered from its onboarding release to its onboarding
 *   deadline (spec 001 §4.3 / §3.7 onboarding_session_released_at, onboarding_session_deadline).
 */
export const TUTOR_MESSAGES = {
  agreementNeeded: `Sign the SAT bootcamp tutor agreement (${AGREEMENT_PATH}) before publishing a bootcamp.`,
  parentConsentNeeded: `Tutors under 18 need a parent or guardian's consent before publishing a bootcamp: ask at ${REQUEST_CONSENT_PATH}.`,
  onboardingNeeded: `Attend an SAT bootcamp onboarding session (${ONBOARDING_PATH}) before publishing your first bootcamp.`,
  agreementRecorded: 'Thank you: your SAT bootcamp tutor agreement is recorded.',
  agreementAlreadySigned: 'You already signed the SAT bootcamp tutor agreement.',
  onboardingForTutors: 'Onboarding sessions are for SAT bootcamp tutors. Become a tutor first, then come back to sign up.',
  onboardingNotOffered: 'This session is not an SAT bootcamp onboarding session that is open for sign-up.',
  onboardingParentConsent: `Tutors under 18 need a parent or guardian's consent before joining an onboarding session: ask at ${REQUEST_CONSENT_PATH}.`,
  onboardingRegistered: 'You are signed up for this onboarding session. See you there!',
} as const

export type TutorReadiness = {
  agreed: boolean
  /** Under 18 or of unknown age (privacy-protective, like the consent module). */
  minor: boolean
  parentConsented: boolean
  pastHostedSessions: number
  attendedOnboarding: boolean
}

export const ONBOARDING_HOSTED_THRESHOLD = 3

export function tutorMayPublish(input: TutorReadiness): FilterVerdict {
  if (!input.agreed) return { allowed: false, reason: TUTOR_MESSAGES.agreementNeeded }
  if (input.minor && !input.parentConsented) return { allowed: false, reason: TUTOR_MESSAGES.parentConsentNeeded }
  if (input.pastHostedSessions < ONBOARDING_HOSTED_THRESHOLD && !input.attendedOnboarding) return { allowed: false, reason: TUTOR_MESSAGES.onboardingNeeded }
  return { allowed: true }
}

/** Whether a test's onboarding sessions are open for sign-up now (both ends included). */
export function onboardingOpen(test: SatTest, now: DateTime): boolean {
  return now >= test.onboardingSessionReleasedAt && now <= test.onboardingSessionDeadline
}

/**
 * The test whose onboarding sessions the page offers: the earliest test whose onboarding is open,
 * else the next one to open (so tutors see when it opens), else none.
 */
export function onboardingTest<T extends SatTest>(tests: T[], now: DateTime): T | null {
  const sorted = [...tests].sort((a, b) => a.onboardingSessionDeadline.toMillis() - b.onboardingSessionDeadline.toMillis())
  return sorted.find((test) => onboardingOpen(test, now)) ?? sorted.find((test) => test.onboardingSessionReleasedAt > now) ?? null
}

/** A session may be an onboarding session of a test when it starts within the test's onboarding window. */
export function sessionFitsOnboarding(test: SatTest, startsAt: DateTime): boolean {
  return startsAt >= test.onboardingSessionReleasedAt && startsAt <= test.onboardingSessionDeadline
}

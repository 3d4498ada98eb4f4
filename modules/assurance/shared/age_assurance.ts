import { defineForm } from '#modules/forms/shared/index'

/* Age assurance (spec 000 §6.1 roles age_assurance:waived|assured|failed; spec 002 §8 toasts). */
export const AGE_ASSURANCE_STATUSES = ['started', 'submitted', 'assured', 'failed', 'waived'] as const
export type AgeAssuranceStatus = (typeof AGE_ASSURANCE_STATUSES)[number]

/** What staff decide about a submitted video. */
export const AGE_DECISIONS = ['assured', 'failed'] as const
export type AgeDecision = (typeof AGE_DECISIONS)[number]

export const AGE_ASSURANCE_MESSAGES = {
  required: 'You must verify your age before you can join your upcoming session.',
  failed: 'We were unable to verify your age.',
  failedAdvice: 'Please submit a short video so our team can verify your age. Allow up to 2 business days for the review.',
  submitted: 'Thanks! Our team will review your video within 2 business days.',
  alreadyDecided: 'This check has already been decided.',
  notNeeded: 'Your age is already verified.',
} as const

/*
 * Who must verify (decision, the spec leaves it open): people whose stated age puts them within a
 * year of 18, the line between minors and adults that decides session buckets (spec 000 §6.4) and
 * background checks (spec 001 §5.5): stated age 17 or 18. An adult claiming to be 17 would join
 * minors' sessions; a 17-year-old claiming 18 would be treated as an adult. Everyone else may be
 * asked by staff later; an assured or waived person is never asked again.
 */
export const MUST_VERIFY_AGES: readonly number[] = [17, 18]

export type AgeAssuranceFacts = {
  age: number | null
  /** The person's age assurance role, without its prefix. */
  role: 'waived' | 'assured' | 'failed' | null
  /** The newest check's status. */
  latest: AgeAssuranceStatus | null
}

export type AgeAssuranceNeed = 'none' | 'verify' | 'failed' | 'in_review'

/** What the person must still do (the toasts of spec 002 §8 follow it). */
export function ageAssuranceNeed(facts: AgeAssuranceFacts): AgeAssuranceNeed {
  if (facts.role === 'assured' || facts.role === 'waived') return 'none'
  if (facts.latest === 'submitted') return 'in_review'
  if (facts.role === 'failed') return 'failed'
  return facts.age !== null && MUST_VERIFY_AGES.includes(facts.age) ? 'verify' : 'none'
}

/** The local default: a short video, recorded with the forms engine's video input. */
export const AGE_VIDEO_FORM = defineForm({
  key: 'age-assurance-video',
  blocks: [
    {
      name: 'video',
      type: 'video',
      label: 'A short video to verify your age',
      required: true,
      instructions: 'Say your first name and your date of birth, and hold a photo ID (school ID or passport) next to your face.',
      instructionsHint: 'Only our safety team sees this video. Cover your ID number with your finger if you like.',
      minDurationSeconds: 5,
      maxDurationSeconds: 60,
    },
  ],
})

/* Background checks (spec 001 §3.1 background_check, §5.5 eligibility; spec 002 §9 thresholds). */
export const BACKGROUND_CHECK_STATUSES = ['pending', 'passed', 'failed'] as const
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number]

/** spec 002 §9: "Background checks need age 18 or more; other age thresholds 18, 21, 24". */
export const BACKGROUND_CHECK_MIN_AGE = 18

/*
 * The two named worlds of spec 001 §5.5 (the spec does not name them). Decision: the first is
 * `key-club` (a school service club, under-21 members), the second `college-lounge` (college
 * students, under 24 with verified college info).
 */
export const FIRST_WORLD = { slug: 'key-club', excludedUnderAge: 21 } as const
export const SECOND_WORLD = { slug: 'college-lounge', excludedUnderAge: 24 } as const

export type EligibilityFacts = {
  age: number | null
  /** The person's member rank in each of the two worlds (null: not a member). */
  firstWorldRank: string | null
  secondWorldRank: string | null
  collegeInfoVerified: boolean
}

export type Eligibility = { eligible: true; path: 'generic' | 'first-world' | 'second-world' } | { eligible: false; reason: string }

/** spec 000 §6.4 member ranks, lowest first: "at least tutor level there". */
const RANKS = ['member', 'tutor', 'senior-tutor', 'coach', 'moderator']
const atLeastTutor = (rank: string | null) => rank !== null && RANKS.indexOf(rank) >= RANKS.indexOf('tutor')

export const ELIGIBILITY_MESSAGES = {
  age: 'Background checks are for people aged 18 or older.',
  unknownAge: 'We need a date of birth before a background check.',
  rank: 'Background checks in this world are for its tutors.',
  excluded: 'This world does not need a background check at this age.',
} as const

/**
 * spec 001 §5.5: age at least 18; in the two named worlds the person must be at least tutor level
 * there; under 21 in the first world, or under 24 with verified college info in the second, are
 * excluded; people in those worlds do not take the generic path.
 */
export function backgroundCheckEligibility(facts: EligibilityFacts): Eligibility {
  if (facts.age === null) return { eligible: false, reason: ELIGIBILITY_MESSAGES.unknownAge }
  if (facts.age < BACKGROUND_CHECK_MIN_AGE) return { eligible: false, reason: ELIGIBILITY_MESSAGES.age }
  if (facts.firstWorldRank !== null) {
    if (facts.age < FIRST_WORLD.excludedUnderAge) return { eligible: false, reason: ELIGIBILITY_MESSAGES.excluded }
    return atLeastTutor(facts.firstWorldRank) ? { eligible: true, path: 'first-world' } : { eligible: false, reason: ELIGIBILITY_MESSAGES.rank }
  }
  if (facts.secondWorldRank !== null) {
    if (facts.age < SECOND_WORLD.excludedUnderAge && facts.collegeInfoVerified) return { eligible: false, reason: ELIGIBILITY_MESSAGES.excluded }
    return atLeastTutor(facts.secondWorldRank) ? { eligible: true, path: 'second-world' } : { eligible: false, reason: ELIGIBILITY_MESSAGES.rank }
  }
  return { eligible: true, path: 'generic' }
}

/**
 * Hosting with minors (the background-check-missing flag, spec 000 §6.1): an adult may host
 * minors unless they hold flag:background_check_missing or their latest check failed. Minors
 * host their peers without one (the spec's checks start at 18).
 */
export function mayHostMinors(facts: { age: number | null; flaggedMissing: boolean; latestStatus: BackgroundCheckStatus | null }) {
  if (facts.latestStatus === 'failed') return false
  if (facts.age !== null && facts.age < BACKGROUND_CHECK_MIN_AGE) return true
  return !facts.flaggedMissing
}

/*
 * The Points table of spec 002 ("Points"), every row, as constants and the formulas its rows
 * state. Issue 11 awards the rows owned by attendance, feedback, referrals and certification;
 * post feedback (issue 10) is awarded by community's moderation.
 */
export const POINTS = {
  welcome: 5,
  referredUser: 10,
  referredByUser: 10,
  tutorTrainingCompleted: 10,
  certificationReviewed: 2,
  sessionAudited: 4,
  safetyAudit: 1,
  learnerFeedbackGivenOrReceived: 1,
  auditReply: 1,
  verifyPeerReviewerLevel: 4,
  resolveCoachEscalation: 4,
  postFeedbackGiven: { base: 1, detailed: 1, internalComment: 1 },
  sessionFeedbackGiven: { base: 1, detailed: 1, nps: 1, internalComment: 1 },
  sessionHosted: { minimum: 3, shared: 5 },
  certificationApproved: { standard: 10, courseChallenge: 50 },
  sessionFeedbackReceived: { helpful: 1, superHelpful: 2 },
  sessionAttended: { standard: 1, recommendedOnboarding: 10 },
} as const

/*
 * "Detailed" feedback is not defined by the spec. Decision: a note of at least 50 characters
 * (after trimming) is detailed, for post feedback and session feedback alike.
 */
export const DETAILED_NOTE_MIN_CHARS = 50

export function isDetailedNote(note: string | null | undefined): boolean {
  return (note ?? '').trim().length >= DETAILED_NOTE_MIN_CHARS
}

/** "Post feedback given: 1, +1 if detailed, +1 if it has an internal comment". */
export function postFeedbackPoints(feedback: {
  detailed: boolean
  hasInternalNote: boolean
}): number {
  const { base, detailed, internalComment } = POINTS.postFeedbackGiven
  return (
    base + (feedback.detailed ? detailed : 0) + (feedback.hasInternalNote ? internalComment : 0)
  )
}

/** "Session feedback given: 1, +1 each for detailed, NPS, internal comment". */
export function sessionFeedbackGivenPoints(feedback: {
  detailed: boolean
  hasNps: boolean
  hasInternalNote: boolean
}): number {
  const { base, detailed, nps, internalComment } = POINTS.sessionFeedbackGiven
  return (
    base +
    (feedback.detailed ? detailed : 0) +
    (feedback.hasNps ? nps : 0) +
    (feedback.hasInternalNote ? internalComment : 0)
  )
}

/** "Session hosted: at least 3, else 5 divided by hosts attended, rounded up". */
export function sessionHostedPoints(hostsAttended: number): number {
  const { minimum, shared } = POINTS.sessionHosted
  return Math.max(minimum, Math.ceil(shared / Math.max(1, hostsAttended)))
}

/** "Session feedback received: Helpful 1; Super Helpful 2" (not helpful earns nothing). */
export function sessionFeedbackReceivedPoints(
  rating: 'super-helpful' | 'helpful' | 'not-helpful'
): number {
  if (rating === 'super-helpful') return POINTS.sessionFeedbackReceived.superHelpful
  if (rating === 'helpful') return POINTS.sessionFeedbackReceived.helpful
  return 0
}

/** "Certification approved: 10; 50 for a course challenge". */
export function certificationApprovedPoints(courseChallenge: boolean): number {
  return courseChallenge
    ? POINTS.certificationApproved.courseChallenge
    : POINTS.certificationApproved.standard
}

/** "Session attended: 1; 10 for a recommended new-tutor onboarding session". */
export function sessionAttendedPoints(recommendedOnboarding: boolean): number {
  return recommendedOnboarding
    ? POINTS.sessionAttended.recommendedOnboarding
    : POINTS.sessionAttended.standard
}

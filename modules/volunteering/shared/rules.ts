/*
 * The state rules of volunteering (spec 001 §4.1, §4.2; constants spec 002 §9), pure so the
 * server and the browser read the same words. Times are epoch milliseconds or null.
 */

/** spec 002 §9 "Session prep auto-approval cap 2700 seconds". */
export const PREP_AUTO_APPROVAL_CAP_SECONDS = 2700
/** spec 002 §9 "Recent submission window 2 months". */
export const RECENT_SUBMISSION_MONTHS = 2
/** The world whose session preps are auto-approvable (spec 001 §4.1). */
export const SAT_BOOTCAMP_WORLD_SLUG = 'sat-bootcamp'

export const ACTIVITY_TYPES = ['host-session', 'host-session-prep', 'training', 'peer-review', 'mentoring', 'outreach', 'team-work', 'other'] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]
/** The types a person may submit by hand: hosting comes from attendance, prep from session prep. */
export const MANUAL_ACTIVITY_TYPES = ['training', 'peer-review', 'mentoring', 'outreach', 'team-work', 'other'] as const satisfies readonly ActivityType[]

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  'host-session': 'Hosting sessions',
  'host-session-prep': 'Session preparation',
  'training': 'Training',
  'peer-review': 'Peer review',
  'mentoring': 'Mentoring',
  'outreach': 'Outreach',
  'team-work': 'Team work',
  'other': 'Other',
}

export type ActivityTimes = { approvedAt: number | null; requestedChangesAt: number | null; lastSubmittedAt: number | null }
export type ActivityState = 'approved' | 'changes-required' | 'pending'

/** spec 001 §4.1: approved when approved_at is set; changes required when requested_changes_at is later than last_submitted_at. */
export function activityState(activity: ActivityTimes): ActivityState {
  if (activity.approvedAt !== null) return 'approved'
  if (hasOpenChangeRequest(activity)) return 'changes-required'
  return 'pending'
}

export function hasOpenChangeRequest(activity: ActivityTimes): boolean {
  return activity.requestedChangesAt !== null && (activity.lastSubmittedAt === null || activity.requestedChangesAt > activity.lastSubmittedAt)
}

/**
 * spec 001 §4.1: a host-session-prep activity is auto-approvable when unapproved, with no
 * requested changes, at most 2700 seconds long and linked to a session prep in the SAT bootcamp world.
 */
export function isAutoApprovable(activity: ActivityTimes & { type: string; durationSeconds: number; sessionWorldSlug: string | null }): boolean {
  return (
    activity.type === 'host-session-prep' &&
    activity.approvedAt === null &&
    activity.requestedChangesAt === null &&
    activity.durationSeconds <= PREP_AUTO_APPROVAL_CAP_SECONDS &&
    activity.sessionWorldSlug === SAT_BOOTCAMP_WORLD_SLUG
  )
}

export type ApplicationTimes = { withdrawnAt: number | null; rejectedAt: number | null; offerExtendedAt: number | null; offerAcceptedAt: number | null }
export type ApplicationState = 'needs-review' | 'awaiting-response' | 'accepted' | 'withdrawn' | 'rejected'

export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  'needs-review': 'Needs review',
  'awaiting-response': 'Offer awaiting response',
  'accepted': 'Accepted',
  'withdrawn': 'Withdrawn',
  'rejected': 'Not selected',
}

/** spec 001 §4.2: accepted once accepted; withdrawn or rejected; awaiting response with an open offer; else needs review. */
export function applicationState(submission: ApplicationTimes): ApplicationState {
  if (submission.offerAcceptedAt !== null) return 'accepted'
  if (submission.withdrawnAt !== null) return 'withdrawn'
  if (submission.rejectedAt !== null) return 'rejected'
  if (submission.offerExtendedAt !== null) return 'awaiting-response'
  return 'needs-review'
}

/** spec 001 §4.2: a role's application is open once application_opened_at has passed (and the role is not archived). */
export function isApplicationOpen(role: { applicationOpenedAt: number | null; archivedAt: number | null }, now: number): boolean {
  return role.archivedAt === null && role.applicationOpenedAt !== null && role.applicationOpenedAt <= now
}

/** spec 001 §4.2: active when start is in the past and end is empty or in the future; otherwise past. */
export function volunteerRoleStatus(role: { startDate: number; endDate: number | null }, now: number): 'active' | 'past' {
  return role.startDate <= now && (role.endDate === null || role.endDate > now) ? 'active' : 'past'
}

/** The start of the recent-submission window (spec 002 §9: 2 months before now). */
export function recentSubmissionSince(now: Date): Date {
  const since = new Date(now.getTime())
  since.setUTCMonth(since.getUTCMonth() - RECENT_SUBMISSION_MONTHS)
  return since
}

/** spec 001 §4.2: the current submission is the newest within the window, if any. */
export function currentSubmission<T extends { createdAt: number }>(submissions: T[], now: Date): T | null {
  const since = recentSubmissionSince(now).getTime()
  let newest: T | null = null
  for (const submission of submissions) if (submission.createdAt >= since && (newest === null || submission.createdAt > newest.createdAt)) newest = submission
  return newest
}

/** Hours with one decimal, as certificates and totals show them. */
export function hoursText(seconds: number): string {
  return (Math.round(seconds / 360) / 10).toFixed(1)
}

/*
 * Safety reports (spec 001 §3.4 platform_feedback, §4.4 "Safety and accounts"): their types, the
 * statuses of the safety_actions log and the rules that derive a report's status from it.
 */

/** Where a report came from. 'report' is the Share Safety Concern form (spec 000 §2.2 /report). */
export const SAFETY_REPORT_TYPES = ['report', 'removed-learner', 'appeal', 'detected-issue', 'staff'] as const
export type SafetyReportType = (typeof SAFETY_REPORT_TYPES)[number]
export const SAFETY_REPORT_TYPE_LABELS: Record<SafetyReportType, string> = {
  'report': 'Concern',
  'removed-learner': 'Removed learner',
  'appeal': 'Appeal',
  'detected-issue': 'Detected issue',
  'staff': 'Staff',
}

/** The types a reporter may choose on /report (the others are opened by the platform). */
export const REPORTER_TYPES = [
  { value: 'person', label: 'A person' },
  { value: 'session', label: 'Something in a session' },
  { value: 'content', label: 'A post, comment or message' },
  { value: 'other', label: 'Something else' },
] as const
export type ReporterConcern = (typeof REPORTER_TYPES)[number]['value']

/** A report's status, from its safety_actions log (spec 001 §4.4). */
export const SAFETY_REPORT_STATUSES = ['NeedsAction', 'InProgress', 'Resolved'] as const
export type SafetyReportStatus = (typeof SAFETY_REPORT_STATUSES)[number]

/** spec 001 §4.4 "Resolution states: none, awaiting-user-response, needs-action, in-progress, resolved". */
export const RESOLUTION_STATES = ['none', 'awaiting-user-response', 'needs-action', 'in-progress', 'resolved'] as const
export type ResolutionState = (typeof RESOLUTION_STATES)[number]

/** What staff record with an action (every resolution state but 'none', which only means "no action yet"). */
export const ACTION_STATES = ['needs-action', 'in-progress', 'awaiting-user-response', 'resolved'] as const
export type ActionState = (typeof ACTION_STATES)[number]

export const RESOLUTION_LABELS: Record<ResolutionState, string> = {
  'none': 'New',
  'needs-action': 'Needs action',
  'in-progress': 'In progress',
  'awaiting-user-response': 'Awaiting user response',
  'resolved': 'Resolved',
}

export const STATUS_LABELS: Record<SafetyReportStatus, string> = { NeedsAction: 'Needs action', InProgress: 'In progress', Resolved: 'Resolved' }

/** Internal types staff tag a report with (spec 001 §3.4 internal_types; the values are ours). */
export const INTERNAL_TYPES = ['harassment', 'contact-details', 'self-harm', 'grooming-risk', 'no-show', 'impersonation', 'false-report', 'other'] as const
export type InternalType = (typeof INTERNAL_TYPES)[number]

export type SafetyActionEntry = { userId: number | null; status: ActionState; createdAt: string }

/**
 * Decision: awaiting-user-response is work under way (staff asked the user something), so it
 * counts as InProgress and its author is the acting user.
 */
const STATUS_OF: Record<ActionState, SafetyReportStatus> = {
  'needs-action': 'NeedsAction',
  'in-progress': 'InProgress',
  'awaiting-user-response': 'InProgress',
  'resolved': 'Resolved',
}

/** spec 001 §4.4: "needs-action if safety_actions is empty, else the last action's status". */
export function reportStatus(actions: readonly SafetyActionEntry[]): SafetyReportStatus {
  const last = actions.at(-1)
  return last ? STATUS_OF[last.status] : 'NeedsAction'
}

/** The resolution state: the last action's, 'none' before any. */
export function resolutionState(actions: readonly SafetyActionEntry[]): ResolutionState {
  return actions.at(-1)?.status ?? 'none'
}

/** spec 001 §4.4: "Acting user is the most recent action that is resolved or in progress". */
export function actingUserOf(actions: readonly SafetyActionEntry[]): number | null {
  for (let index = actions.length - 1; index >= 0; index--) {
    if (STATUS_OF[actions[index].status] !== 'NeedsAction') return actions[index].userId
  }
  return null
}

/** Removed-learner review (spec 001 §4.4): "yes gives needs-action, no gives resolved". */
export const REVIEW_INTENTIONS = ['yes', 'no'] as const
export type ReviewIntention = (typeof REVIEW_INTENTIONS)[number]
export const INTENTION_STATE: Record<ReviewIntention, ActionState> = { yes: 'needs-action', no: 'resolved' }

export const DESCRIPTION_MAX = 4000
export const COMMENT_MAX = 2000
export const SUBJECT_USERS_MAX = 10

/** Reasons a safety report may carry (the same list as content flags: REPORT_REASONS). */
export const SAFETY_REPORT_MESSAGES = {
  thanks: 'Thank you. Our safety team has your report and will look into it.',
  describe: 'Please tell us what happened.',
  invalidStatus: 'Invalid status',
  explanationRequired: 'Please explain what happened.',
  sameSiteLink: 'Please paste a link to a page on this site.',
  resolvedLine: 'Our safety team has finished looking into your report. Thank you for telling us.',
} as const

/*
 * The rules of one-on-one requests (spec 001 §3.3 session_request, §5.5; issue 18 §2), pure so
 * they are unit-tested without a database.
 */
export const REQUEST_STATUSES = ['open', 'scheduled', 'declined', 'closed'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/** spec 001 §5.5 / 002 §9: a heavily requested tutor has at least 5 requests in the last week. */
export const HEAVY_REQUEST_LIMIT = 5
export const HEAVY_REQUEST_WINDOW_DAYS = 7

export const DETAILS_MAX = 2000
export const BIO_MAX = 2000
export const DECLINE_REASON_MAX = 500

/**
 * Moves a request may make: an open request is scheduled or declined by the tutor, or closed by
 * the learner (withdrawn); a scheduled one is closed by either (the session happened or was called
 * off). Declined and closed are final.
 */
const MOVES: Record<RequestStatus, readonly RequestStatus[]> = {
  open: ['scheduled', 'declined', 'closed'],
  scheduled: ['closed'],
  declined: [],
  closed: [],
}

export function canMove(from: RequestStatus, to: RequestStatus) {
  return MOVES[from].includes(to)
}

/** Whether a tutor with this many requests in the window takes no new ones (spec 001 §5.5). */
export function isHeavilyRequested(requestsInWindow: number) {
  return requestsInWindow >= HEAVY_REQUEST_LIMIT
}

export type ActivityEntry = { at: string; byUserId: number | null; action: RequestStatus | 'requested'; note: string | null }

/** The log with one more row (the stored log is never rewritten, only appended to). */
export function appendActivity(log: readonly ActivityEntry[], entry: ActivityEntry): ActivityEntry[] {
  return [...log, entry]
}

export const REQUEST_MESSAGES = {
  notOffering: 'This tutor is not taking one-on-one requests right now.',
  self: 'You cannot request a one-on-one with yourself.',
  topic: 'Choose one of the topics this tutor offers.',
  pending: 'You already have an open request with this tutor. Wait for their answer or withdraw it first.',
  throttled: 'This tutor has had many requests this week and is not taking new ones right now. Try another tutor for this topic.',
  notOpen: 'This request is no longer open.',
  moved: 'This request can no longer be changed.',
  adultsOnly: 'One-on-one profiles are open to adult tutors (18 or older).',
  backgroundCheck: 'A background check is needed before you can offer one-on-ones.',
  noWorld: 'There is no public world for this topic to hold the session in. Ask staff to list one.',
} as const

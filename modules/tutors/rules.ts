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

/*
 * Bios review (spec 000 §6.3 "Bios: policy"; issue 13 §4): a bio with contact details is held, a
 * clean one is published at once. Staff approve or reject a held bio, and may reject a published
 * one within RECENT_BIO_DAYS (it is listed as recently changed for that long).
 */
export const BIO_STATUSES = ['held', 'published', 'approved', 'rejected', 'superseded'] as const
export type BioStatus = (typeof BIO_STATUSES)[number]
export const RECENT_BIO_DAYS = 14
export const BIO_REJECT_REASON_MAX = 500

/** What staff may do to a revision in each status: approve a held one; reject a held or a published one. */
export function canReviewBio(status: BioStatus, outcome: 'approved' | 'rejected') {
  if (outcome === 'approved') return status === 'held'
  return status === 'held' || status === 'published'
}

export const BIO_MESSAGES = {
  held: 'Your bio is waiting for review.',
  heldSaved: 'Your profile is saved. Your bio is waiting for review: it looks like it has contact details, and the one-on-one bio must not. Learners see your previous bio until staff review it.',
  notReviewable: 'This bio has already been reviewed or replaced.',
} as const

/*
 * Retention (README "Retention"): what a learner wrote in a request (details, the log's notes, a
 * decline reason) is removed REQUEST_DETAILS_RETENTION_DAYS after the request ended (declined or
 * closed); a scheduled request counts as ended when its session ended.
 */
export const REQUEST_DETAILS_RETENTION_DAYS = 180

/** Whether a request's details are due for removal at `now` (ended: when it was declined, closed, or its session ended). */
export function detailsDueForRemoval(request: { status: RequestStatus; endedAt: Date | null; detailsRemovedAt: Date | null }, now: Date) {
  if (request.detailsRemovedAt !== null || request.endedAt === null || request.status === 'open') return false
  return now.getTime() - request.endedAt.getTime() >= REQUEST_DETAILS_RETENTION_DAYS * 24 * 60 * 60 * 1000
}

/** The log with its free-text notes removed (who did what and when stays). */
export function scrubActivity(log: readonly ActivityEntry[]): ActivityEntry[] {
  return log.map((entry) => ({ ...entry, note: null }))
}

/*
 * Demand pledges (issue 18 §2 ★; README "Demand pledges"): one per learner and topic (a new one
 * replaces the time), at most PLEDGE_LIMIT at once, counted for PLEDGE_DAYS after they were made
 * (then removed by the retention rule), and only for a topic no listed, unthrottled tutor offers.
 */
export const PLEDGE_LIMIT = 10
export const PLEDGE_DAYS = 90

export const PLEDGE_MESSAGES = {
  tutorsAvailable: 'Tutors are taking requests for this topic: request one of them instead.',
  topic: 'Choose a topic from the list.',
  limit: `You can wait for up to ${PLEDGE_LIMIT} topics at once. Withdraw one first.`,
} as const

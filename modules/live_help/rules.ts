/*
 * The rules of live help (issue 18 §1), pure: the request's status, the current request
 * (spec 001 §4.3) and who may pick a request up. Policies and queries ask these.
 */

export const STATUSES = ['open', 'in-progress', 'completed', 'canceled'] as const
export type LiveHelpStatus = (typeof STATUSES)[number]

export const isStatus = (value: unknown): value is LiveHelpStatus => typeof value === 'string' && (STATUSES as readonly string[]).includes(value)

/** Decision: a question is 10 to 1000 characters of plain text; reasons and notes up to 500. */
export const QUESTION_MIN = 10
export const QUESTION_MAX = 1000
export const REASON_MIN = 5
export const REASON_MAX = 500
export const NOTE_MAX = 500

/**
 * Decision: the instant session starts 2 minutes after the pick-up (tutoring registers learners only
 * before the start; the join link is open from 10 minutes before it, so both can enter at once) and
 * lasts 30 minutes, with one seat (the learner).
 */
export const SESSION_LEAD_MINUTES = 2
export const SESSION_MINUTES = 30

/** Decision: a tutor may bring at most 4 other learners with an open question on the same topic (5 seats). */
export const MAX_OTHERS = 4

/** Decision: 20 requests per page of /live-help. */
export const PER_PAGE = 20

export const MESSAGES = {
  alreadyOpen: 'You already have a live help question waiting. Cancel it or wait until it is answered before asking another.',
  notMember: 'Join this world first: live help questions are asked in a world you belong to.',
  topicNotInWorld: 'Choose a topic of this world.',
  contactDetails: 'Please remove contact details (phone numbers, e-mail addresses, handles or links): live help happens in a platform room, never through private contact.',
  alreadyPickedUp: 'Another tutor already picked up this question.',
  notOpen: 'This question is no longer waiting for a tutor.',
  notInProgress: 'Only a question in progress can be completed.',
  closed: 'This question is already completed or canceled.',
  notTutor: 'Only tutors who can tutor this topic may pick it up.',
  backgroundCheck: 'A background check is needed before you host learners under 18.',
  ownQuestion: 'You cannot pick up your own question.',
  registration: 'The learner could not be registered for the session, so nothing was changed.',
  blocked: 'Your account cannot post in the community right now, so you cannot ask for live help.',
} as const

export type RequestState = { sessionId: number | null; tutorUserId: number | null; canceledAt: unknown; completedAt: unknown }

/** open → in-progress (picked up) → completed; canceled from open or in progress. */
export function statusOf(request: RequestState): LiveHelpStatus {
  if (request.canceledAt) return 'canceled'
  if (request.completedAt) return 'completed'
  return request.tutorUserId !== null || request.sessionId !== null ? 'in-progress' : 'open'
}

/** spec 001 §4.3: the current request is the latest that is neither completed nor canceled. */
export function currentRequest<T extends RequestState & { id: number; createdAt: { toMillis(): number } }>(requests: readonly T[]): T | null {
  let current: T | null = null
  for (const request of requests) {
    if (request.canceledAt || request.completedAt) continue
    const later = !current || request.createdAt.toMillis() > current.createdAt.toMillis() || (request.createdAt.toMillis() === current.createdAt.toMillis() && request.id > current.id)
    if (later) current = request
  }
  return current
}

/** What decides whether a person may pick up (and so see) a request. */
export type TutorFacts = {
  userId: number
  /** Holds the tutor role and it is not revoked. */
  isTutor: boolean
  /** Catalog's rule: an active challenge topic, or an approved certification for the topic. */
  canTutorTopic: boolean
  /** A member (not left) of the request's world. */
  memberOfWorld: boolean
  /** Assurance's background-check rule (every live help learner may be under 18). */
  canHostMinors: boolean
  /** Tutoring's age rule: the learner may see a session this tutor hosts. */
  ageCompatible: boolean
}

/**
 * Whether a tutor sees a request (README "Safety"): not their own, a tutor (not revoked) who can
 * tutor its topic, a member of its world, and whose sessions the learner may see (tutoring's age rule).
 */
export function seesAsTutor(facts: TutorFacts, request: { userId: number }): boolean {
  return facts.userId !== request.userId && facts.isTutor && facts.canTutorTopic && facts.memberOfWorld && facts.ageCompatible
}

/** Whether this tutor may pick the request up (its state aside): true, or the reason why not. */
export function mayPickUp(facts: TutorFacts, request: { userId: number }): true | string {
  if (facts.userId === request.userId) return MESSAGES.ownQuestion
  if (!seesAsTutor(facts, request)) return MESSAGES.notTutor
  // The same background-check rule as hosting any session (tutoring's SessionPolicy.create).
  if (!facts.canHostMinors) return MESSAGES.backgroundCheck
  return true
}

/*
 * The rules of topic certification (spec 001 §4.5, §5.5; spec 002 §9), as pure functions shared by
 * the server and the pages. Times are epoch milliseconds so the browser can use them too.
 */

/** spec 002 §9 "Peer review: at most 3 reviews per request, one chosen at random from the oldest 10". */
export const REVIEWS_PER_REQUEST = 3
export const OFFER_SAMPLE_SIZE = 10
/** spec 001 §4.5 / 002 §9: review time defaults to 100 days when ready-for-review is missing. */
export const DEFAULT_REVIEW_DAYS = 100
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * spec 001 §4.5 "A certification review is flagged if score is below a threshold (value not shown)".
 * Decision: reportedScore is the test score (percent, 0–100) the reviewer saw in the recording;
 * below 70 percent is a low score (the usual mastery pass mark).
 */
export const LOW_SCORE_THRESHOLD = 70
export const SCORE_MIN = 0
export const SCORE_MAX = 100

/**
 * The reviewer's checklist (decision: the spec names uncheckedItems but not the items). A review
 * stores the keys left unchecked.
 */
export const CHECKLIST_ITEMS = [
  { key: 'score-visible', label: 'The test score is shown in the recording and matches the reported score' },
  { key: 'explains-clearly', label: 'The tutor explains the problem clearly, step by step' },
  { key: 'content-correct', label: 'The explanation and the answer are correct' },
  { key: 'engaging', label: 'The tutor checks for understanding as they would with a learner' },
  { key: 'respectful', label: 'The tutor is respectful and follows the community guidelines' },
  { key: 'audible', label: 'The audio and the writing are clear enough to follow' },
] as const

export type ChecklistKey = (typeof CHECKLIST_ITEMS)[number]['key']
export const CHECKLIST_KEYS: readonly ChecklistKey[] = CHECKLIST_ITEMS.map((item) => item.key)

/** spec 001 §3.5 certification_review.review_notes. */
export type ReviewNotes = { reportedScore: number; uncheckedItems: string[]; userFeedback: string }

/** spec 001 §4.5: flagged if the score is below the threshold, any item is unchecked, or feedback is non-empty. */
export function isReviewFlagged(notes: ReviewNotes): boolean {
  return notes.reportedScore < LOW_SCORE_THRESHOLD || notes.uncheckedItems.length > 0 || notes.userFeedback.trim().length > 0
}

/**
 * Decision (the spec is silent on how reviews decide): once a request has its 3 reviews it is
 * approved when a majority of them (at least 2 of 3) are not flagged, and rejected otherwise.
 * Before the third review nothing is decided ('open'). Certification leads may decide earlier.
 */
export type ReviewOutcome = 'open' | 'approve' | 'reject'

export function reviewOutcome(flags: readonly boolean[]): ReviewOutcome {
  if (flags.length < REVIEWS_PER_REQUEST) return 'open'
  const clean = flags.filter((flagged) => !flagged).length
  return clean * 2 > flags.length ? 'approve' : 'reject'
}

/** The fields of a request the rules read. */
export type RequestFacts = {
  id: number
  userId: number
  type: 'honorary' | 'video'
  createdAt: number
  recordingApprovedAt: number | null
  readyForReviewAt: number | null
  approvedAt: number | null
  rejectedAt: number | null
  deleted?: boolean
}

/** spec 001 §4.5 "Certification request review: approved (approved_at), rejected (rejected_at), unreviewed". */
export type RequestReview = 'approved' | 'rejected' | 'unreviewed'

export function requestReview(request: Pick<RequestFacts, 'approvedAt' | 'rejectedAt'>): RequestReview {
  if (request.approvedAt !== null) return 'approved'
  if (request.rejectedAt !== null) return 'rejected'
  return 'unreviewed'
}

/** spec 001 §4.5 numeric status: 0 none, 1 pending (submitted), 2 approved, 3 not ready for review. */
export const CERTIFICATION_STATUS = { none: 0, pending: 1, approved: 2, notReadyForReview: 3 } as const
export type CertificationStatus = (typeof CERTIFICATION_STATUS)[keyof typeof CERTIFICATION_STATUS]

/**
 * The status of a request (null: no request). A rejected or deleted (revoked) request is 0 none: the
 * tutor may start again. Submitted but with its recording not yet approved by staff is 3 not ready for
 * review; ready for review and undecided is 1 pending; approved is 2.
 */
export function certificationStatus(request: RequestFacts | null): CertificationStatus {
  if (!request || request.deleted) return CERTIFICATION_STATUS.none
  if (request.approvedAt !== null) return CERTIFICATION_STATUS.approved
  if (request.rejectedAt !== null) return CERTIFICATION_STATUS.none
  if (request.readyForReviewAt === null) return CERTIFICATION_STATUS.notReadyForReview
  return CERTIFICATION_STATUS.pending
}

/** spec 001 §4.5 "Topic certification statuses: none, approved, not ready for review, pending". */
export type TopicCertificationStatus = 'none' | 'approved' | 'not-ready-for-review' | 'pending'

export const TOPIC_STATUS_LABELS: Record<TopicCertificationStatus, string> = {
  'none': 'Not certified',
  'approved': 'Certified',
  'not-ready-for-review': 'Recording awaiting staff approval',
  'pending': 'Waiting for peer reviews',
}

/** A topic's status for one tutor over all their requests for it: the best one wins (approved first). */
export function topicCertificationStatus(requests: readonly RequestFacts[]): TopicCertificationStatus {
  const statuses = new Set(requests.map(certificationStatus))
  if (statuses.has(CERTIFICATION_STATUS.approved)) return 'approved'
  if (statuses.has(CERTIFICATION_STATUS.pending)) return 'pending'
  if (statuses.has(CERTIFICATION_STATUS.notReadyForReview)) return 'not-ready-for-review'
  return 'none'
}

/** A tutor may start a certification of a topic only when nothing is approved or under way for it. */
export function maySubmitCertification(requests: readonly RequestFacts[]): boolean {
  return topicCertificationStatus(requests) === 'none'
}

/**
 * spec 001 §4.5: review time runs from ready-for-review to approval or rejection, defaulting to
 * 100 days when either end is missing. In days (fractional).
 */
export function reviewTimeDays(request: Pick<RequestFacts, 'readyForReviewAt' | 'approvedAt' | 'rejectedAt'>): number {
  const decidedAt = request.approvedAt ?? request.rejectedAt
  if (request.readyForReviewAt === null || decidedAt === null) return DEFAULT_REVIEW_DAYS
  return Math.max(0, decidedAt - request.readyForReviewAt) / DAY_MS
}

/** A candidate for a peer-review offer: the request, its review count, and the facts about the reviewer. */
export type OfferCandidate = RequestFacts & {
  reviewCount: number
  /** Whether this reviewer already reviewed it. */
  reviewedByReviewer: boolean
  /** Whether the requester holds the approved role (spec 001 §5.5 "requester approved"). */
  requesterApproved: boolean
}

/**
 * spec 001 §5.5: a request may be offered to a reviewer only if it is a video request, its recording
 * is approved, it is unreviewed (neither approved nor rejected), it has fewer than 3 reviews, the
 * requester is not the reviewer, the reviewer has not reviewed it, and the requester is approved.
 */
export function isOfferable(candidate: OfferCandidate, reviewerId: number): boolean {
  return (
    !candidate.deleted &&
    candidate.type === 'video' &&
    candidate.recordingApprovedAt !== null &&
    requestReview(candidate) === 'unreviewed' &&
    candidate.reviewCount < REVIEWS_PER_REQUEST &&
    candidate.userId !== reviewerId &&
    !candidate.reviewedByReviewer &&
    candidate.requesterApproved
  )
}

/** A source of numbers in [0, 1) (Math.random, or a seeded generator in tests). */
export type RandomSource = () => number

/**
 * spec 001 §5.5 / 002 §9: among the offerable requests, oldest first (created_at, then id), one is
 * picked at random from the first 10. Null when none is offerable.
 */
export function pickOffer<T extends OfferCandidate>(candidates: readonly T[], reviewerId: number, random: RandomSource = Math.random): T | null {
  const sample = candidates
    .filter((candidate) => isOfferable(candidate, reviewerId))
    .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
    .slice(0, OFFER_SAMPLE_SIZE)
  if (sample.length === 0) return null
  const index = Math.min(sample.length - 1, Math.floor(random() * sample.length))
  return sample[index]
}

/** A small seeded generator (mulberry32) for reproducible picks in tests. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

import { CertificationRequest, Topic } from '#modules/catalog/index'
import { User, UserRole, expandRoles } from '#modules/identity/index'
import CertificationReview from '../models/certification_review.js'
import { OFFER_SAMPLE_SIZE, REVIEWS_PER_REQUEST, isOfferable, pickOffer, type OfferCandidate, type RandomSource, type RequestFacts } from '../shared/index.js'

/*
 * Reads of certification: a request as the rules see it, a tutor's requests for a topic, the
 * peer-review offer (spec 001 §5.5), the admin queues.
 */

const ms = (value: { toMillis(): number } | null | undefined) => (value ? value.toMillis() : null)

export function requestFacts(request: CertificationRequest): RequestFacts {
  return {
    id: request.id,
    userId: request.userId,
    type: request.type,
    createdAt: request.createdAt.toMillis(),
    recordingApprovedAt: ms(request.recordingApprovedAt),
    readyForReviewAt: ms(request.readyForReviewAt),
    approvedAt: ms(request.approvedAt),
    rejectedAt: ms(request.rejectedAt),
    deleted: request.deletedAt !== null,
  }
}

/** A request by id, revoked (soft-deleted) ones included only when asked. */
export async function findRequest(id: number, options: { withDeleted?: boolean } = {}): Promise<CertificationRequest | null> {
  const query = CertificationRequest.query().where('id', id)
  if (options.withDeleted) query.withScopes((scopes) => scopes.withDeleted())
  return query.first()
}

/** The tutor's live (not revoked) requests for a topic, as facts. */
export async function requestsFor(userId: number, topicId: number): Promise<RequestFacts[]> {
  const rows = await CertificationRequest.query().where('user_id', userId).where('topic_id', topicId)
  return rows.map(requestFacts)
}

/** Whether each user holds the approved role (expanded: tutor and admin:basic imply it). */
export async function approvedUserIds(userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await UserRole.query().whereIn('user_id', [...new Set(userIds)]).select('user_id', 'role')
  const stored = new Map<number, string[]>()
  for (const row of rows) stored.set(row.userId, [...(stored.get(row.userId) ?? []), row.role])
  const approved = new Set<number>()
  for (const [userId, roles] of stored) if (expandRoles(roles).has('approved')) approved.add(userId)
  return approved
}

/** The reviews of each request (count). */
async function reviewCounts(requestIds: number[]): Promise<Map<number, number>> {
  if (requestIds.length === 0) return new Map()
  const rows = await CertificationReview.query().whereIn('certification_request_id', requestIds).groupBy('certification_request_id').select('certification_request_id').count('* as total')
  return new Map(rows.map((row) => [row.certificationRequestId, Number(row.$extras.total)]))
}

/** The offer facts of one request for one reviewer. */
export async function offerCandidate(request: CertificationRequest, reviewerId: number): Promise<OfferCandidate> {
  const [counts, reviewed, approved] = await Promise.all([
    reviewCounts([request.id]),
    CertificationReview.query().where('certification_request_id', request.id).where('reviewer_user_id', reviewerId).first(),
    approvedUserIds([request.userId]),
  ])
  return { ...requestFacts(request), reviewCount: counts.get(request.id) ?? 0, reviewedByReviewer: reviewed !== null, requesterApproved: approved.has(request.userId) }
}

/** Whether this request may be reviewed by this reviewer now (spec 001 §5.5, without the random pick). */
export async function isOfferableTo(request: CertificationRequest, reviewerId: number): Promise<boolean> {
  return isOfferable(await offerCandidate(request, reviewerId), reviewerId)
}

/**
 * spec 001 §5.5: the request to offer this reviewer, oldest first, one at random from the first 10
 * offerable ones; null when there is none. The SQL narrows to open video requests with an approved
 * recording that others made and this reviewer has not reviewed; the shared rule decides the rest
 * (review count, requester approved), page by page until 10 are found.
 */
export async function nextOffer(reviewerId: number, random: RandomSource = Math.random): Promise<CertificationRequest | null> {
  const page = 50
  const offerable: Array<OfferCandidate & { request: CertificationRequest }> = []
  for (let offset = 0; offerable.length < OFFER_SAMPLE_SIZE; offset += page) {
    const rows = await CertificationRequest.query()
      .where('type', 'video')
      .whereNotNull('recording_approved_at')
      .whereNull('approved_at')
      .whereNull('rejected_at')
      .whereNot('user_id', reviewerId)
      .whereNotExists((sub) => sub.from('certification_reviews').whereColumn('certification_reviews.certification_request_id', 'certification_requests.id').where('certification_reviews.reviewer_user_id', reviewerId))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .offset(offset)
      .limit(page)
    if (rows.length === 0) break
    const [counts, approved] = await Promise.all([reviewCounts(rows.map((row) => row.id)), approvedUserIds(rows.map((row) => row.userId))])
    for (const request of rows) {
      const candidate = { ...requestFacts(request), reviewCount: counts.get(request.id) ?? 0, reviewedByReviewer: false, requesterApproved: approved.has(request.userId), request }
      if (isOfferable(candidate, reviewerId)) offerable.push(candidate)
    }
    if (rows.length < page) break
  }
  return pickOffer(offerable, reviewerId, random)?.request ?? null
}

/** How many reviews a request has. */
export async function reviewCountOf(requestId: number): Promise<number> {
  const counts = await reviewCounts([requestId])
  return counts.get(requestId) ?? 0
}

export { REVIEWS_PER_REQUEST }

export type QueueRow = { request: CertificationRequest; topic: Topic; requester: User; reviewCount: number; flaggedCount: number }

async function queueRows(requests: CertificationRequest[]): Promise<QueueRow[]> {
  if (requests.length === 0) return []
  const topics = await Topic.query().whereIn('id', [...new Set(requests.map((row) => row.topicId))])
  const users = await User.query().whereIn('id', [...new Set(requests.map((row) => row.userId))])
  const reviews = await CertificationReview.query().whereIn('certification_request_id', requests.map((row) => row.id))
  const topicById = new Map(topics.map((topic) => [topic.id, topic]))
  const userById = new Map(users.map((user) => [user.id, user]))
  return requests
    .filter((request) => topicById.has(request.topicId) && userById.has(request.userId))
    .map((request) => {
      const mine = reviews.filter((review) => review.certificationRequestId === request.id)
      return { request, topic: topicById.get(request.topicId)!, requester: userById.get(request.userId)!, reviewCount: mine.length, flaggedCount: mine.filter((review) => review.flagged).length }
    })
}

/** Staff queues (oldest first, 50 each): recordings to approve; requests in peer review; recently approved ones (to revoke). */
export async function adminQueues() {
  const base = () => CertificationRequest.query().orderBy('created_at', 'asc').orderBy('id', 'asc').limit(50)
  const [recordings, inReview, approved] = await Promise.all([
    base().where('type', 'video').whereNull('recording_approved_at').whereNull('approved_at').whereNull('rejected_at'),
    base().where('type', 'video').whereNotNull('recording_approved_at').whereNull('approved_at').whereNull('rejected_at'),
    CertificationRequest.query().whereNotNull('approved_at').orderBy('approved_at', 'desc').orderBy('id', 'desc').limit(50),
  ])
  return { recordings: await queueRows(recordings), inReview: await queueRows(inReview), approved: await queueRows(approved) }
}

/** The reviews of a request, oldest first. */
export async function reviewsOf(requestId: number) {
  return CertificationReview.query().where('certification_request_id', requestId).orderBy('reviewed_at', 'asc')
}

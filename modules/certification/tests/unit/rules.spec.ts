import { test } from '@japa/runner'
import {
  CERTIFICATION_STATUS,
  DEFAULT_REVIEW_DAYS,
  LOW_SCORE_THRESHOLD,
  OFFER_SAMPLE_SIZE,
  REVIEWS_PER_REQUEST,
  certificationStatus,
  isOfferable,
  isReviewFlagged,
  maySubmitCertification,
  pickOffer,
  requestReview,
  reviewOutcome,
  reviewTimeDays,
  seededRandom,
  topicCertificationStatus,
  type OfferCandidate,
  type RequestFacts,
} from '../../shared/index.js'

const DAY = 24 * 60 * 60 * 1000
const REVIEWER = 99

const REQUEST: RequestFacts = { id: 1, userId: 7, type: 'video', createdAt: 1000, recordingApprovedAt: 2000, readyForReviewAt: 2000, approvedAt: null, rejectedAt: null }
const CANDIDATE: OfferCandidate = { ...REQUEST, reviewCount: 0, reviewedByReviewer: false, requesterApproved: true }

test.group('Peer-review offers (spec 001 §5.5; spec 002 §9 3 reviews, sample of 10)', () => {
  test('the constants: 3 reviews per request, a sample of 10, 100 days', ({ assert }) => {
    assert.equal(REVIEWS_PER_REQUEST, 3)
    assert.equal(OFFER_SAMPLE_SIZE, 10)
    assert.equal(DEFAULT_REVIEW_DAYS, 100)
  })

  test('an approved recording of a video request, unreviewed, by an approved other person: offerable', ({ assert }) => {
    assert.isTrue(isOfferable(CANDIDATE, REVIEWER))
  })

  test('each condition of §5.5 alone refuses the offer', ({ assert }) => {
    const refusals: Array<[string, OfferCandidate, number]> = [
      ['honorary request', { ...CANDIDATE, type: 'honorary' }, REVIEWER],
      ['recording not approved', { ...CANDIDATE, recordingApprovedAt: null }, REVIEWER],
      ['already approved', { ...CANDIDATE, approvedAt: 5000 }, REVIEWER],
      ['already rejected', { ...CANDIDATE, rejectedAt: 5000 }, REVIEWER],
      ['3 reviews already', { ...CANDIDATE, reviewCount: 3 }, REVIEWER],
      ['the requester is the reviewer', CANDIDATE, CANDIDATE.userId],
      ['already reviewed by this reviewer', { ...CANDIDATE, reviewedByReviewer: true }, REVIEWER],
      ['requester not approved', { ...CANDIDATE, requesterApproved: false }, REVIEWER],
      ['revoked (deleted)', { ...CANDIDATE, deleted: true }, REVIEWER],
    ]
    for (const [label, candidate, reviewer] of refusals) assert.isFalse(isOfferable(candidate, reviewer), label)
    assert.isTrue(isOfferable({ ...CANDIDATE, reviewCount: 2 }, REVIEWER), '2 reviews: one more is wanted')
  })

  test('none offerable: null', ({ assert }) => {
    assert.isNull(pickOffer([], REVIEWER))
    assert.isNull(pickOffer([{ ...CANDIDATE, userId: REVIEWER }], REVIEWER))
  })

  test('the pick comes from the oldest 10 offerable requests only, never from the 11th on', ({ assert }) => {
    // 15 offerable requests, given newest first, plus older ones that are not offerable.
    const candidates: OfferCandidate[] = []
    for (let i = 15; i >= 1; i--) candidates.push({ ...CANDIDATE, id: i, createdAt: i * 1000 })
    candidates.push({ ...CANDIDATE, id: 100, createdAt: 1, reviewCount: 3 }, { ...CANDIDATE, id: 101, createdAt: 2, recordingApprovedAt: null })
    const picked = new Set<number>()
    const random = seededRandom(42)
    for (let run = 0; run < 500; run++) picked.add(pickOffer(candidates, REVIEWER, random)!.id)
    assert.deepEqual([...picked].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  test('the random source chooses the index among the oldest 10 (0 → oldest, just under 1 → 10th)', ({ assert }) => {
    const candidates: OfferCandidate[] = []
    for (let i = 1; i <= 12; i++) candidates.push({ ...CANDIDATE, id: i, createdAt: 5000 - i * 100 })
    // Oldest first is id 12 (createdAt 3800), then 11, ...: the 10th oldest is id 3.
    assert.equal(pickOffer(candidates, REVIEWER, () => 0)!.id, 12)
    assert.equal(pickOffer(candidates, REVIEWER, () => 0.99999)!.id, 3)
    assert.equal(pickOffer(candidates, REVIEWER, () => 0.5)!.id, 7)
  })

  test('equal creation times fall back to the id; a seeded generator repeats its picks', ({ assert }) => {
    const candidates = [5, 3, 4].map((id) => ({ ...CANDIDATE, id, createdAt: 1000 }))
    assert.equal(pickOffer(candidates, REVIEWER, () => 0)!.id, 3)
    const first = Array.from({ length: 20 }, ((random) => () => pickOffer(candidates, REVIEWER, random)!.id)(seededRandom(7)))
    const second = Array.from({ length: 20 }, ((random) => () => pickOffer(candidates, REVIEWER, random)!.id)(seededRandom(7)))
    assert.deepEqual(first, second)
  })
})

test.group('Certification statuses (spec 001 §4.5)', () => {
  test('numeric status: 0 none, 1 pending, 2 approved, 3 not ready for review', ({ assert }) => {
    assert.deepEqual(CERTIFICATION_STATUS, { none: 0, pending: 1, approved: 2, notReadyForReview: 3 })
    assert.equal(certificationStatus(null), 0)
    assert.equal(certificationStatus({ ...REQUEST, recordingApprovedAt: null, readyForReviewAt: null }), 3)
    assert.equal(certificationStatus(REQUEST), 1)
    assert.equal(certificationStatus({ ...REQUEST, approvedAt: 9000 }), 2)
    assert.equal(certificationStatus({ ...REQUEST, rejectedAt: 9000 }), 0, 'rejected: may start again')
    assert.equal(certificationStatus({ ...REQUEST, approvedAt: 9000, deleted: true }), 0, 'revoked')
  })

  test('review: approved by approved_at, rejected by rejected_at, else unreviewed', ({ assert }) => {
    assert.equal(requestReview(REQUEST), 'unreviewed')
    assert.equal(requestReview({ approvedAt: 1, rejectedAt: null }), 'approved')
    assert.equal(requestReview({ approvedAt: null, rejectedAt: 1 }), 'rejected')
  })

  test('topic status: none, approved, not ready for review, pending — the best request wins', ({ assert }) => {
    assert.equal(topicCertificationStatus([]), 'none')
    assert.equal(topicCertificationStatus([{ ...REQUEST, rejectedAt: 1 }]), 'none')
    assert.equal(topicCertificationStatus([{ ...REQUEST, readyForReviewAt: null }]), 'not-ready-for-review')
    assert.equal(topicCertificationStatus([REQUEST, { ...REQUEST, readyForReviewAt: null }]), 'pending')
    assert.equal(topicCertificationStatus([REQUEST, { ...REQUEST, approvedAt: 5 }]), 'approved')
  })

  test('a new certification may start only when the topic status is none', ({ assert }) => {
    assert.isTrue(maySubmitCertification([]))
    assert.isTrue(maySubmitCertification([{ ...REQUEST, rejectedAt: 1 }]))
    assert.isFalse(maySubmitCertification([REQUEST]))
    assert.isFalse(maySubmitCertification([{ ...REQUEST, readyForReviewAt: null }]))
    assert.isFalse(maySubmitCertification([{ ...REQUEST, approvedAt: 1 }]))
  })

  test('review time runs from ready-for-review to the decision, 100 days when either is missing', ({ assert }) => {
    assert.equal(reviewTimeDays({ readyForReviewAt: 0, approvedAt: 3 * DAY, rejectedAt: null }), 3)
    assert.equal(reviewTimeDays({ readyForReviewAt: DAY, approvedAt: null, rejectedAt: DAY * 1.5 }), 0.5)
    assert.equal(reviewTimeDays({ readyForReviewAt: null, approvedAt: 3 * DAY, rejectedAt: null }), 100)
    assert.equal(reviewTimeDays({ readyForReviewAt: DAY, approvedAt: null, rejectedAt: null }), 100)
  })
})

test.group('Review flags and outcome (spec 001 §4.5; threshold decided: 70)', () => {
  const CLEAN = { reportedScore: 85, uncheckedItems: [], userFeedback: '' }

  test('flagged when the score is below 70, an item is unchecked, or feedback is written', ({ assert }) => {
    assert.equal(LOW_SCORE_THRESHOLD, 70)
    assert.isFalse(isReviewFlagged(CLEAN))
    assert.isFalse(isReviewFlagged({ ...CLEAN, reportedScore: 70 }), '70 is not below the threshold')
    assert.isTrue(isReviewFlagged({ ...CLEAN, reportedScore: 69 }))
    assert.isTrue(isReviewFlagged({ ...CLEAN, uncheckedItems: ['audible'] }))
    assert.isTrue(isReviewFlagged({ ...CLEAN, userFeedback: 'Speak a bit slower' }))
    assert.isFalse(isReviewFlagged({ ...CLEAN, userFeedback: '   ' }), 'blank feedback is empty')
  })

  test('open until 3 reviews; then approved by a clean majority, rejected otherwise', ({ assert }) => {
    assert.equal(reviewOutcome([]), 'open')
    assert.equal(reviewOutcome([false, false]), 'open')
    assert.equal(reviewOutcome([false, false, false]), 'approve')
    assert.equal(reviewOutcome([true, false, false]), 'approve')
    assert.equal(reviewOutcome([true, true, false]), 'reject')
    assert.equal(reviewOutcome([true, true, true]), 'reject')
  })
})

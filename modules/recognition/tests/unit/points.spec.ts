import { test } from '@japa/runner'
import {
  POINTS,
  isDetailedNote,
  postFeedbackPoints,
  sessionFeedbackGivenPoints,
  sessionHostedPoints,
  sessionFeedbackReceivedPoints,
  certificationApprovedPoints,
  sessionAttendedPoints,
} from '../../shared/index.js'

/* The Points table of spec 002, row by row. */
test.group('Points (spec 002 Points)', () => {
  test('the fixed rows carry the table values', ({ assert }) => {
    assert.deepInclude(POINTS, {
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
    })
  })

  test('post feedback given: 1, +1 if detailed, +1 with an internal comment')
    .with([
      { detailed: false, hasInternalNote: false, points: 1 },
      { detailed: true, hasInternalNote: false, points: 2 },
      { detailed: false, hasInternalNote: true, points: 2 },
      { detailed: true, hasInternalNote: true, points: 3 },
    ])
    .run(({ assert }, row) => {
      assert.equal(postFeedbackPoints(row), row.points)
    })

  test('session feedback given: 1, +1 each for detailed, NPS, internal comment', ({ assert }) => {
    assert.equal(sessionFeedbackGivenPoints({ detailed: false, hasNps: false, hasInternalNote: false }), 1)
    assert.equal(sessionFeedbackGivenPoints({ detailed: true, hasNps: false, hasInternalNote: false }), 2)
    assert.equal(sessionFeedbackGivenPoints({ detailed: false, hasNps: true, hasInternalNote: true }), 3)
    assert.equal(sessionFeedbackGivenPoints({ detailed: true, hasNps: true, hasInternalNote: true }), 4)
  })

  test('session hosted: at least 3, else 5 divided by hosts attended, rounded up')
    .with([
      { hosts: 1, points: 5 },
      { hosts: 2, points: 3 },
      { hosts: 3, points: 3 },
      { hosts: 10, points: 3 },
      { hosts: 0, points: 5 },
    ])
    .run(({ assert }, row) => {
      assert.equal(sessionHostedPoints(row.hosts), row.points)
    })

  test('session feedback received: helpful 1, super helpful 2, not helpful 0', ({ assert }) => {
    assert.equal(sessionFeedbackReceivedPoints('helpful'), 1)
    assert.equal(sessionFeedbackReceivedPoints('super-helpful'), 2)
    assert.equal(sessionFeedbackReceivedPoints('not-helpful'), 0)
  })

  test('certification approved 10 (50 for a course challenge); session attended 1 (10 for recommended onboarding)', ({ assert }) => {
    assert.equal(certificationApprovedPoints(false), 10)
    assert.equal(certificationApprovedPoints(true), 50)
    assert.equal(sessionAttendedPoints(false), 1)
    assert.equal(sessionAttendedPoints(true), 10)
  })

  test('a note is detailed from 50 characters, trimmed (decision: the spec does not define "detailed")', ({ assert }) => {
    assert.isFalse(isDetailedNote(null))
    assert.isFalse(isDetailedNote(`  ${'x'.repeat(49)}   `))
    assert.isTrue(isDetailedNote('x'.repeat(50)))
  })
})

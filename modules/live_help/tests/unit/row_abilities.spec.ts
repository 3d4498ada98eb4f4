import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type LiveHelpRequest from '../../models/live_help_request.js'
import { rowAbilities } from '../../policies/live_help_policy.js'

const LEARNER = 3
const TUTOR = 7
const OTHER = 9
const now = DateTime.fromISO('2026-11-20T10:00:00Z')
const request = (state: Partial<{ tutorUserId: number; canceledAt: DateTime; completedAt: DateTime }> = {}) =>
  ({ id: 1, userId: LEARNER, createdAt: now, sessionId: null, tutorUserId: null, canceledAt: null, completedAt: null, ...state }) as unknown as LiveHelpRequest

test.group('Live help list abilities mirror LiveHelpPolicy (issue 18 §1; README "Safety")', () => {
  test('an open question: tutors on the tutor tab pick it up; its learner and staff cancel it; nobody completes it', ({ assert }) => {
    assert.deepEqual(rowAbilities(TUTOR, request(), { tutorTab: true, staff: false }), { pickUp: true, complete: false, cancel: false })
    assert.deepEqual(rowAbilities(LEARNER, request(), { tutorTab: false, staff: false }), { pickUp: false, complete: false, cancel: true })
    assert.deepEqual(rowAbilities(OTHER, request(), { tutorTab: false, staff: true }), { pickUp: false, complete: false, cancel: true })
    assert.isFalse(rowAbilities(LEARNER, request(), { tutorTab: true, staff: false }).pickUp, 'never one’s own question')
  })

  test('in progress: the picking tutor and staff complete; the learner, the picking tutor and staff cancel; another tutor does neither', ({ assert }) => {
    const taken = request({ tutorUserId: TUTOR })
    assert.deepEqual(rowAbilities(TUTOR, taken, { tutorTab: true, staff: false }), { pickUp: false, complete: true, cancel: true })
    assert.deepEqual(rowAbilities(LEARNER, taken, { tutorTab: false, staff: false }), { pickUp: false, complete: false, cancel: true })
    assert.deepEqual(rowAbilities(OTHER, taken, { tutorTab: true, staff: false }), { pickUp: false, complete: false, cancel: false })
    assert.deepEqual(rowAbilities(OTHER, taken, { tutorTab: false, staff: true }), { pickUp: false, complete: true, cancel: true })
  })

  test('closed questions offer nothing to anyone', ({ assert }) => {
    for (const closed of [request({ tutorUserId: TUTOR, completedAt: now }), request({ canceledAt: now })]) {
      for (const viewer of [LEARNER, TUTOR, OTHER]) {
        assert.deepEqual(rowAbilities(viewer, closed, { tutorTab: true, staff: true }), { pickUp: false, complete: false, cancel: false })
      }
    }
  })
})

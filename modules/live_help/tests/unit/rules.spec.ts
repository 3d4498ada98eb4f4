import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { MESSAGES, currentRequest, mayPickUp, seesAsTutor, statusOf, type TutorFacts } from '../../rules.js'

const at = (minutes: number) => DateTime.fromISO('2026-11-20T10:00:00Z').plus({ minutes })
const row = (id: number, minutes: number, state: Partial<{ sessionId: number; tutorUserId: number; canceledAt: DateTime; completedAt: DateTime }> = {}) => ({
  id,
  createdAt: at(minutes),
  sessionId: state.sessionId ?? null,
  tutorUserId: state.tutorUserId ?? null,
  canceledAt: state.canceledAt ?? null,
  completedAt: state.completedAt ?? null,
})

const TUTOR: TutorFacts = { userId: 7, isTutor: true, canTutorTopic: true, memberOfWorld: true, canHostMinors: true, ageCompatible: true }
const REQUEST = { userId: 3 }

test.group('Live help rules (spec 001 §3.2 live_help_request, §4.3; issue 18 §1)', () => {
  test('a request is open, then in progress once picked up, then completed; canceled wins over everything', ({ assert }) => {
    assert.equal(statusOf(row(1, 0)), 'open')
    assert.equal(statusOf(row(1, 0, { tutorUserId: 7 })), 'in-progress')
    assert.equal(statusOf(row(1, 0, { tutorUserId: 7, sessionId: 9 })), 'in-progress')
    assert.equal(statusOf(row(1, 0, { tutorUserId: 7, sessionId: 9, completedAt: at(30) })), 'completed')
    assert.equal(statusOf(row(1, 0, { canceledAt: at(5) })), 'canceled')
    assert.equal(statusOf(row(1, 0, { tutorUserId: 7, canceledAt: at(5), completedAt: at(6) })), 'canceled')
  })

  test('spec 001 §4.3: the current request is the latest that is neither completed nor canceled', ({ assert }) => {
    assert.isNull(currentRequest([]))
    assert.isNull(currentRequest([row(1, 0, { completedAt: at(1) }), row(2, 5, { canceledAt: at(6) })]))
    // The latest one is closed: the current one is the latest open one before it.
    assert.equal(currentRequest([row(1, 0), row(2, 5, { tutorUserId: 7 }), row(3, 10, { canceledAt: at(11) })])?.id, 2)
    // Order of the input does not matter; equal times: the higher id is the later one.
    assert.equal(currentRequest([row(4, 10), row(2, 0), row(3, 10)])?.id, 4)
  })

  test('who may pick up: a tutor of the topic in the world, with a background check, whose sessions the learner may see; never their own question', ({ assert }) => {
    assert.isTrue(mayPickUp(TUTOR, REQUEST))
    assert.isTrue(seesAsTutor(TUTOR, REQUEST))
    assert.equal(mayPickUp(TUTOR, { userId: 7 }), MESSAGES.ownQuestion)
    assert.isFalse(seesAsTutor(TUTOR, { userId: 7 }))
    for (const missing of ['isTutor', 'canTutorTopic', 'memberOfWorld', 'ageCompatible'] as const) {
      const facts = { ...TUTOR, [missing]: false }
      assert.equal(mayPickUp(facts, REQUEST), MESSAGES.notTutor, missing)
      assert.isFalse(seesAsTutor(facts, REQUEST), missing)
    }
    // Without a background check the tutor still sees the question but may not host it.
    const unchecked = { ...TUTOR, canHostMinors: false }
    assert.isTrue(seesAsTutor(unchecked, REQUEST))
    assert.equal(mayPickUp(unchecked, REQUEST), MESSAGES.backgroundCheck)
  })
})

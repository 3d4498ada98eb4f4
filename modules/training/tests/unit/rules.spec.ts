import { test } from '@japa/runner'
import {
  groupOf,
  hostingBlock,
  linkVariantOf,
  needsOnboarding,
  recoverableBy,
  showsGroup,
  trainingLinkFor,
  PRIORITY_LABELS,
  UNSUSPEND_LABEL,
  TRAINING_COMPLETED_POINTS,
} from '../../shared/rules.js'

test.group('Training rules (issue 12 §2)', () => {
  test('spec 001 §4.5 priority labels; unsuspend is "Required to recover your account"', ({ assert }) => {
    assert.equal(PRIORITY_LABELS.required, 'Required to host new sessions')
    assert.equal(PRIORITY_LABELS.highly_recommended, 'Highly recommended')
    assert.equal(PRIORITY_LABELS.optional, 'Optional')
    assert.equal(UNSUSPEND_LABEL, 'Required to recover your account')
  })

  test('spec 002 §9: tutor training completed is worth 10 points', ({ assert }) => {
    assert.equal(TRAINING_COMPLETED_POINTS, 10)
  })

  test('spec 001 §4.5 groups: completed wins; otherwise the priority; unassigned is optional', ({ assert }) => {
    assert.equal(groupOf(null), 'optional')
    assert.equal(groupOf({ submittedAt: null, assignmentPriority: null }), 'optional')
    assert.equal(groupOf({ submittedAt: null, assignmentPriority: 'required' }), 'required')
    assert.equal(groupOf({ submittedAt: null, assignmentPriority: 'highly_recommended' }), 'highly_recommended')
    assert.equal(groupOf({ submittedAt: '2026-01-01', assignmentPriority: 'required' }), 'completed')
  })

  test('spec 000 §2.2 show=completed|incomplete filters the groups', ({ assert }) => {
    assert.isTrue(showsGroup(null, 'required'))
    assert.isTrue(showsGroup('completed', 'completed'))
    assert.isFalse(showsGroup('completed', 'optional'))
    assert.isTrue(showsGroup('incomplete', 'required'))
    assert.isFalse(showsGroup('incomplete', 'completed'))
  })

  test('spec 002 §9 a/b link split by user id modulo 4: id ≡ 0 (mod 4) gets variant b', ({ assert }) => {
    assert.deepEqual([1, 2, 3, 4, 5, 8].map(linkVariantOf), ['a', 'a', 'a', 'b', 'a', 'b'])
    assert.equal(trainingLinkFor('https://x.org/form?id=1', 3), 'https://x.org/form?id=1')
    assert.equal(trainingLinkFor('https://x.org/form?id=1', 4), 'https://x.org/form?id=1&variant=b')
    assert.isNull(trainingLinkFor(null, 4))
  })

  test('spec 001 §5.4 hosting gate: outstanding required trainings, then the template training', ({ assert }) => {
    assert.isNull(hostingBlock({ outstanding: [], templateTraining: null }))
    assert.include(hostingBlock({ outstanding: [{ title: 'Safeguarding minors' }], templateTraining: null })!, '“Safeguarding minors”')
    assert.include(hostingBlock({ outstanding: [], templateTraining: { title: 'SAT coaching', completed: false, archived: false } })!, '“SAT coaching”')
    assert.isNull(hostingBlock({ outstanding: [], templateTraining: { title: 'SAT coaching', completed: true, archived: false } }))
    // An archived training gates no one.
    assert.isNull(hostingBlock({ outstanding: [], templateTraining: { title: 'Old', completed: false, archived: true } }))
  })

  test('spec 001 §5.5 onboarding need: a tutor with fewer than 3 past hosted sessions who never attended onboarding', ({ assert }) => {
    assert.isTrue(needsOnboarding({ isTutor: true, pastHostedSessions: 0, attendedOnboardingAsLearner: false }))
    assert.isTrue(needsOnboarding({ isTutor: true, pastHostedSessions: 2, attendedOnboardingAsLearner: false }))
    assert.isFalse(needsOnboarding({ isTutor: true, pastHostedSessions: 3, attendedOnboardingAsLearner: false }))
    assert.isFalse(needsOnboarding({ isTutor: true, pastHostedSessions: 0, attendedOnboardingAsLearner: true }))
    assert.isFalse(needsOnboarding({ isTutor: false, pastHostedSessions: 0, attendedOnboardingAsLearner: false }))
  })

  test('spec 000 §2.3 recovery: an unsuspend training recovers only its own temporary context, when every open suspension is that one', ({ assert }) => {
    const training = { primaryType: 'unsuspend', secondaryType: 'learner-no-shows', archived: false }
    assert.isTrue(recoverableBy(['learner-no-shows'], training))
    assert.isTrue(recoverableBy(['learner-no-shows', 'learner-no-shows'], training))
    assert.isFalse(recoverableBy(['learner-no-shows', 'admin'], training))
    assert.isFalse(recoverableBy([], training))
    assert.isFalse(recoverableBy(['learner-no-shows'], { ...training, archived: true }))
    assert.isFalse(recoverableBy(['learner-no-shows'], { ...training, primaryType: 'tutor' }))
    assert.isFalse(recoverableBy(['admin'], { ...training, secondaryType: 'admin' }))
  })
})

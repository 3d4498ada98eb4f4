import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { AGE_BUCKETS, adultBirthCutoff, bucketsCompatible, seesAllHostAges, type AgeBucket } from '../../buckets.js'

/*
 * spec 000 §6.4 "a user bucket compatible with the tutor": an adult (18+) who is not a tutor
 * may not view sessions whose primary host is a minor; unknown ages take the protective side.
 */
const MINORS: AgeBucket[] = ['age:13-to-under-16', 'age:16-to-under-18']
const ADULTS: AgeBucket[] = ['age:18-to-under-21', 'age:21-plus']
const none = new Set<string>()
const tutor = new Set(['tutor', 'approved'])

test.group('bucketsCompatible (spec 000 §6.4)', () => {
  test('learners under 18 see sessions of hosts of any age', ({ assert }) => {
    for (const viewer of MINORS) for (const host of [...AGE_BUCKETS, null]) assert.isTrue(bucketsCompatible(viewer, host, none))
  })

  test('adult learners see adult hosts only', ({ assert }) => {
    for (const viewer of ADULTS) {
      for (const host of ADULTS) assert.isTrue(bucketsCompatible(viewer, host, none))
      for (const host of MINORS) assert.isFalse(bucketsCompatible(viewer, host, none), `${viewer} -> ${host}`)
    }
  })

  test('tutors see sessions of hosts of any age; a revoked tutor does not count', ({ assert }) => {
    for (const host of MINORS) {
      assert.isTrue(bucketsCompatible('age:21-plus', host, tutor))
      assert.isFalse(bucketsCompatible('age:21-plus', host, new Set(['tutor', 'tutor:revoked'])))
    }
  })

  test('unknown ages take the protective side', ({ assert }) => {
    assert.isFalse(bucketsCompatible(null, 'age:16-to-under-18', none))
    assert.isFalse(bucketsCompatible('age:21-plus', null, none))
    assert.isTrue(bucketsCompatible(null, 'age:21-plus', none))
    assert.isTrue(bucketsCompatible('age:13-to-under-16', null, none))
  })

  test('seesAllHostAges mirrors the rule for list queries', ({ assert }) => {
    assert.isTrue(seesAllHostAges('age:13-to-under-16', none))
    assert.isTrue(seesAllHostAges('age:21-plus', tutor))
    assert.isTrue(seesAllHostAges(null, new Set(['admin:basic'])))
    assert.isFalse(seesAllHostAges('age:18-to-under-21', none))
    assert.isFalse(seesAllHostAges(null, none))
  })

  test('adultBirthCutoff: born on the cutoff day is 18 today', ({ assert }) => {
    const today = DateTime.fromISO('2026-11-22', { zone: 'utc' })
    assert.equal(adultBirthCutoff(today), '2008-11-22')
  })
})

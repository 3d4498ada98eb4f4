import { test } from '@japa/runner'
import { INVALID_PRIMARY_INTEREST, parsePrimaryInterest } from '#modules/identity/primary_interest'

/*
 * spec 001 §5.5 / spec 002 §5: sign-in primary interest. Anything else is refused with exactly
 * 'Invalid primary interest' (spec 002 §8).
 */
const valid = {
  type: 'learn',
  interest: 'sat',
  format: 'group-sessions',
  worldSlug: 'sat',
  source: 'onboarding',
} as const

test.group('parsePrimaryInterest: valid combinations (spec 001 §5.5)', () => {
  test('a full interest without programSlug is accepted unchanged', ({ assert }) => {
    const result = parsePrimaryInterest({ ...valid })
    assert.deepEqual(result, { ok: true, value: { ...valid } })
    // No programSlug key is invented.
    assert.isTrue(result.ok && !('programSlug' in result.value))
  })

  test('a programSlug is kept', ({ assert }) => {
    const input = { ...valid, format: 'program', programSlug: 'sat-bootcamp-fall-2025' }
    assert.deepEqual(parsePrimaryInterest(input), { ok: true, value: input })
  })

  test('interest, format and worldSlug may each be null', ({ assert }) => {
    const input = { type: 'tutor', interest: null, format: null, worldSlug: null, source: 'landing-page' }
    assert.deepEqual(parsePrimaryInterest(input), { ok: true, value: input })
  })

  test('an explicitly undefined programSlug is treated as absent', ({ assert }) => {
    const result = parsePrimaryInterest({ ...valid, programSlug: undefined })
    assert.deepEqual(result, { ok: true, value: { ...valid } })
  })

  test('every listed type, interest, format and source is accepted', ({ assert }) => {
    for (const type of ['learn', 'tutor']) {
      assert.isTrue(parsePrimaryInterest({ ...valid, type }).ok, type)
    }
    for (const interest of ['sat', 'college', 'dialogues', 'homework', 'tutor']) {
      assert.isTrue(parsePrimaryInterest({ ...valid, interest }).ok, interest)
    }
    for (const format of ['program', 'group-sessions', '1-1-sessions', 'live-help']) {
      assert.isTrue(parsePrimaryInterest({ ...valid, format }).ok, format)
    }
    for (const source of ['onboarding', 'landing-page', 'sat-invitation', 'sat-friend-reserved-series']) {
      assert.isTrue(parsePrimaryInterest({ ...valid, source }).ok, source)
    }
  })

  test('non-program world slugs are accepted', ({ assert }) => {
    for (const worldSlug of ['hub', 'sat', 'college-prep', 'algebra2', 'pre-calculus']) {
      assert.isTrue(parsePrimaryInterest({ ...valid, worldSlug }).ok, worldSlug)
    }
  })
})

test.group('parsePrimaryInterest: invalid inputs give exactly "Invalid primary interest" (spec 001 §5.5, spec 002 §8)', () => {
  const invalid: Array<[string, unknown]> = [
    ['unknown type', { ...valid, type: 'teach' }],
    ['type of the wrong kind', { ...valid, type: 1 }],
    ['unknown interest', { ...valid, interest: 'chemistry' }],
    ['unknown format', { ...valid, format: 'webinar' }],
    ['unknown source', { ...valid, source: 'newsletter' }],
    ['missing source', { type: 'learn', interest: 'sat', format: null, worldSlug: null }],
    ['missing interest', { type: 'learn', format: null, worldSlug: null, source: 'onboarding' }],
    ['program world slug sat-bootcamp', { ...valid, worldSlug: 'sat-bootcamp' }],
    ['program world slug dialogues', { ...valid, worldSlug: 'dialogues' }],
    ['program world slug key-club', { ...valid, worldSlug: 'key-club' }],
    ['unknown world', { ...valid, worldSlug: 'narnia' }],
    ['extra key', { ...valid, admin: true }],
    ['programSlug of the wrong kind', { ...valid, programSlug: 42 }],
    ['programSlug null', { ...valid, programSlug: null }],
    ['programSlug with uppercase/spaces', { ...valid, programSlug: 'SAT Bootcamp' }],
    ['empty programSlug', { ...valid, programSlug: '' }],
    ['an array', [valid]],
    ['an empty array', []],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'learn'],
    ['a JSON string', JSON.stringify(valid)],
    ['a number', 7],
    ['an empty object', {}],
  ]

  for (const [label, input] of invalid) {
    test(`rejects ${label}`, ({ assert }) => {
      assert.deepEqual(parsePrimaryInterest(input), { ok: false, message: 'Invalid primary interest' })
    })
  }

  test('the exported message constant is the spec text', ({ assert }) => {
    assert.equal(INVALID_PRIMARY_INTEREST, 'Invalid primary interest')
  })
})

import { test } from '@japa/runner'
import { ageAssuranceNeed, backgroundCheckEligibility, mayHostMinors, ELIGIBILITY_MESSAGES } from '../../shared/index.js'

test.group('Age assurance: who must verify (decision; spec 000 §6.1 roles)', () => {
  test('stated age 17 or 18 must verify; assured or waived never; failed and in-review states', ({ assert }) => {
    const need = (age: number | null, role: 'waived' | 'assured' | 'failed' | null = null, latest: any = null) => ageAssuranceNeed({ age, role, latest })
    assert.equal(need(17), 'verify')
    assert.equal(need(18), 'verify')
    for (const age of [13, 15, 16, 19, 30, null]) assert.equal(need(age), 'none')
    assert.equal(need(17, 'assured'), 'none')
    assert.equal(need(17, 'waived', 'submitted'), 'none')
    assert.equal(need(17, 'failed'), 'failed')
    assert.equal(need(30, 'failed'), 'failed')
    assert.equal(need(17, null, 'submitted'), 'in_review')
    assert.equal(need(17, 'failed', 'submitted'), 'in_review')
    assert.equal(need(17, null, 'started'), 'verify')
  })
})

test.group('Background checks: eligibility (spec 001 §5.5, spec 002 §9)', () => {
  const facts = (age: number | null, first: string | null = null, second: string | null = null, collegeInfoVerified = false) => ({
    age,
    firstWorldRank: first,
    secondWorldRank: second,
    collegeInfoVerified,
  })

  test('generic path: 18 or older', ({ assert }) => {
    assert.deepEqual(backgroundCheckEligibility(facts(17)), { eligible: false, reason: ELIGIBILITY_MESSAGES.age })
    assert.deepEqual(backgroundCheckEligibility(facts(null)), { eligible: false, reason: ELIGIBILITY_MESSAGES.unknownAge })
    assert.deepEqual(backgroundCheckEligibility(facts(18)), { eligible: true, path: 'generic' })
  })

  test('the first world: at least tutor there, under 21 excluded', ({ assert }) => {
    assert.deepEqual(backgroundCheckEligibility(facts(20, 'tutor')), { eligible: false, reason: ELIGIBILITY_MESSAGES.excluded })
    assert.deepEqual(backgroundCheckEligibility(facts(21, 'member')), { eligible: false, reason: ELIGIBILITY_MESSAGES.rank })
    assert.deepEqual(backgroundCheckEligibility(facts(21, 'coach')), { eligible: true, path: 'first-world' })
  })

  test('the second world: at least tutor there, under 24 with verified college info excluded', ({ assert }) => {
    assert.deepEqual(backgroundCheckEligibility(facts(22, null, 'tutor', true)), { eligible: false, reason: ELIGIBILITY_MESSAGES.excluded })
    assert.deepEqual(backgroundCheckEligibility(facts(22, null, 'tutor', false)), { eligible: true, path: 'second-world' })
    assert.deepEqual(backgroundCheckEligibility(facts(24, null, 'senior-tutor', true)), { eligible: true, path: 'second-world' })
    assert.deepEqual(backgroundCheckEligibility(facts(30, null, 'member')), { eligible: false, reason: ELIGIBILITY_MESSAGES.rank })
  })

  test('hosting minors: the background-check-missing flag and a failed check block adults', ({ assert }) => {
    assert.isTrue(mayHostMinors({ age: 25, flaggedMissing: false, latestStatus: null }))
    assert.isFalse(mayHostMinors({ age: 25, flaggedMissing: true, latestStatus: null }))
    assert.isFalse(mayHostMinors({ age: 25, flaggedMissing: false, latestStatus: 'failed' }))
    assert.isTrue(mayHostMinors({ age: 16, flaggedMissing: true, latestStatus: null }), 'minors host peers without a check')
    assert.isFalse(mayHostMinors({ age: null, flaggedMissing: true, latestStatus: null }))
  })
})

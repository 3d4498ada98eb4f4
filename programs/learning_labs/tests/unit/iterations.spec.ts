import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { findProgram, offeringWorld } from '#kernel/programs/registry'
import { ALGEBRA2_WORLD, PRE_CALCULUS_WORLD, PROGRAM_SLUG } from '../../constants.js'

/*
 * spec 002 "Learning labs": two labs in one program, the units and their worlds, the iterations of
 * November 2024 and February–April 2025 with the ratio sets by recruitment round, the Spring 2025
 * Algebra 2 final exam prep cohorts, and (issue 17 §4) the 2026–27 season.
 */
const labs = () => findProgram(PROGRAM_SLUG)!
const iteration = (key: string) => labs().iterations.find((it) => it.key === key)!
const ratios = (key: string) => iteration(key).offerings.map((entry) => entry.ratio)

test.group('Learning Labs: offerings and iterations (spec 002 "Learning labs")', () => {
  test('Pre-Calculus units: 4 weeks, 2 a week, 75 minutes, at most 10; Algebra 2 units 4, 3 and 4 weeks', ({ assert }) => {
    const bySlug = new Map(labs().offerings.map((offering) => [offering.slug, offering]))
    for (const slug of ['pre-calculus-trigonometry', 'pre-calculus-matrices', 'pre-calculus-probability']) {
      const offering = bySlug.get(slug)!
      assert.deepInclude(offering, { weeks: 4, sessionsPerWeek: 2, sessionMinutes: 75, maxLearners: 10 })
      assert.equal(offeringWorld(labs(), offering), PRE_CALCULUS_WORLD)
    }
    assert.equal(bySlug.get('algebra2-polynomial-arithmetic')!.weeks, 4)
    assert.equal(bySlug.get('algebra2-logarithms')!.weeks, 3)
    assert.equal(bySlug.get('algebra2-trigonometry')!.weeks, 4)
    for (const slug of ['algebra2-polynomial-arithmetic', 'algebra2-logarithms', 'algebra2-trigonometry', 'algebra2-final-exam-prep']) {
      assert.equal(offeringWorld(labs(), bySlug.get(slug)!), ALGEBRA2_WORLD)
    }
  })

  test('the spec\'s iterations carry the ratio sets of the recruitment rounds', ({ assert }) => {
    assert.deepEqual(ratios('2024-11'), [0.3, 0.3, 0.1, 0.1, 0.1, 0.1])
    assert.deepEqual(ratios('2025-02'), [0.54, 0.23, 0.23])
    assert.deepEqual(ratios('2025-03'), [0.5, 0.5])
    // April 2025 runs the Pre-Calculus unit ratios: Trigonometry 0.45, Matrices 0.2, Probability 0.35.
    assert.deepEqual(ratios('2025-04'), [0.45, 0.2, 0.35])
    for (const key of ['2024-11', '2025-02', '2025-03', '2025-04']) {
      assert.equal(iteration(key).startsAt.zoneName, 'America/New_York')
      assert.equal(iteration(key).startsAt.toFormat('yyyy-MM'), key)
    }
    // The three-week Logarithms unit ends a week before the round.
    const logs = iteration('2025-03').offerings.find((entry) => entry.offeringSlug === 'algebra2-logarithms')!
    assert.equal(logs.endsAt.diff(logs.startsAt, 'weeks').weeks < 3, true)
  })

  test('Spring 2025 final exam prep: 6 cohorts of 4 weeks and 7 sessions, starting from 19 May to 24 June', ({ assert }) => {
    const cohorts = labs().iterations.filter((it) => it.key.startsWith('2025-final-exam-'))
    assert.lengthOf(cohorts, 6)
    assert.equal(cohorts[0].startsAt.toISODate(), '2025-05-19')
    assert.equal(cohorts.at(-1)!.startsAt.toISODate(), '2025-06-24')
    for (const cohort of cohorts) {
      assert.isAtMost(cohort.endsAt.diff(cohort.startsAt, 'weeks').weeks, 4, cohort.key)
      assert.deepEqual(cohort.offerings.map((entry) => entry.offeringSlug), ['algebra2-final-exam-prep'])
    }
    const prep = labs().offerings.find((offering) => offering.slug === 'algebra2-final-exam-prep')!
    assert.equal(prep.sessionCount, 7)
    assert.equal(prep.weeks, 4)
  })

  test('issue 17 §4: the 2026–27 season keeps something open or coming from now to August 2027', ({ assert }) => {
    for (let day = DateTime.fromISO('2026-11-23T12:00', { zone: 'America/New_York' }); day.year < 2027 || day.month <= 8; day = day.plus({ days: 3 })) {
      const coming = labs().iterations.some((it) => it.learnerDeadlineAt >= day && it.tutorRegistrationOpensAt.minus({ days: 90 }) <= day)
      assert.isTrue(coming, day.toISODate()!)
    }
  })
})

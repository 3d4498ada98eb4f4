import { test } from '@japa/runner'
import { resolvePrograms } from '#kernel/programs/registry'
import { programLoaders } from '#start/programs'
import { OFFERINGS, MAX_CLASS_SIZE } from '../../offerings.js'
import { PROGRAM_SLUG } from '../../constants.js'
import { workshops } from '../helpers.js'

/*
 * spec 002 "College admissions workshops": monthly iterations for September–November 2024 and
 * February–November 2025; offerings, format, ratios and surveys. spec 001 §4.6 order.
 * Issue 17 §4: the 2026–27 season (December 2026, February–September 2027), written with
 * `node ace make:iteration` from the same months of 2025.
 */
const SPEC_KEYS = [
  '2024-09', '2024-10', '2024-11',
  '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11',
]
const SEASON_2026_27 = ['2026-12', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09']
const KEYS = [...SPEC_KEYS, ...SEASON_2026_27]

test.group('College Admissions Workshops: iterations', () => {
  test('the spec\'s 13 iteration files and the 2026–27 season load and validate', async ({ assert }) => {
    const resolved = await resolvePrograms(programLoaders)
    const program = resolved.find((entry) => entry.program.slug === PROGRAM_SLUG)!.program
    assert.deepEqual(program.iterations.map((it) => it.key), KEYS)
    for (const it of program.iterations) {
      assert.match(it.file, /programs\/college_admissions_workshops\/iterations\/\d{4}_\d{2}\.(ts|js)$/)
    }
  })

  test('each iteration runs in order, in its month, at realistic distances', ({ assert }) => {
    for (const it of workshops().iterations) {
      const label = it.key
      assert.isTrue(it.tutorRegistrationOpensAt <= it.learnerRegistrationOpensAt, label)
      assert.isTrue(it.learnerRegistrationOpensAt <= it.learnerDeadlineAt, label)
      assert.isTrue(it.learnerDeadlineAt <= it.startsAt, label)
      assert.isTrue(it.startsAt < it.endsAt, label)
      assert.equal(it.startsAt.toFormat('yyyy-MM'), it.key, `${label} starts in its month`)
      assert.equal(it.startsAt.weekday, 1, `${label} starts on a Monday`)
      const days = (a: typeof it.startsAt) => it.startsAt.diff(a, 'days').days
      assert.isAtLeast(days(it.tutorRegistrationOpensAt), 35, `${label}: tutors ~6 weeks ahead`)
      assert.isAtMost(days(it.tutorRegistrationOpensAt), 50, `${label}: tutors ~6 weeks ahead`)
      assert.approximately(days(it.learnerRegistrationOpensAt), 28, 1, `${label}: learners ~4 weeks ahead`)
      assert.approximately(days(it.learnerDeadlineAt), 3, 1, `${label}: deadline ~3 days ahead`)
      assert.isAtMost(it.endsAt.diff(it.startsAt, 'weeks').weeks, 4, `${label}: at most 4 weeks`)
    }
  })

  test('offerings are the program’s, with recommended hosting ratios summing to 1', ({ assert }) => {
    const known = new Set(OFFERINGS.map((o) => o.slug))
    const used = new Set<string>()
    for (const it of workshops().iterations) {
      const total = it.offerings.reduce((sum, o) => sum + o.ratio, 0)
      assert.approximately(total, 1, 0.0001, `${it.key} ratios`)
      for (const offering of it.offerings) {
        assert.isTrue(known.has(offering.offeringSlug))
        assert.equal(offering.seriesTemplateSlug, `caw-${it.key}-${offering.offeringSlug}`)
        assert.isTrue(offering.startsAt >= it.startsAt && offering.endsAt <= it.endsAt)
        used.add(offering.offeringSlug)
      }
    }
    assert.deepEqual([...used].sort(), [...known].sort(), 'every offering runs in some month')
  })

  test('four survey links per iteration on our forms host', ({ assert }) => {
    for (const it of workshops().iterations) {
      assert.deepEqual(it.surveys, {
        learnerPre: `https://forms.peerhaven.org/caw/${it.key}/learner-pre`,
        learnerPost: `https://forms.peerhaven.org/caw/${it.key}/learner-post`,
        tutorPre: `https://forms.peerhaven.org/caw/${it.key}/tutor-pre`,
        tutorPost: `https://forms.peerhaven.org/caw/${it.key}/tutor-post`,
      })
    }
  })
})

test.group('College Admissions Workshops: manifest', () => {
  test('slug, type, waitlists and world (spec 002)', ({ assert }) => {
    const program = workshops()
    assert.equal(program.slug, 'college-admissions-workshops')
    assert.equal(program.type, 'workshop')
    assert.deepEqual(program.waitlists, { learner: 'caw-learner', tutor: 'caw-tutor' })
    assert.equal(program.world, 'college-admissions-workshops')
    assert.equal(program.zone, 'America/New_York')
  })

  test('five offerings; 2 sessions a week, 60 or 75 minutes, 2 or 4 weeks, at most 15; one one-time', ({ assert }) => {
    assert.deepEqual(
      OFFERINGS.map((o) => o.title),
      ['The Essay', 'The Application', 'Finding Your Fit', 'Financial Aid Decoded', 'Getting Unstuck on Your College Essay']
    )
    for (const offering of OFFERINGS) {
      assert.equal(offering.maxLearners, MAX_CLASS_SIZE)
      assert.include([60, 75], offering.sessionMinutes)
      if (offering.oneTime) {
        assert.equal(offering.sessionsPerWeek, 1)
      } else {
        assert.equal(offering.sessionsPerWeek, 2)
        assert.include([2, 4], offering.weeks)
      }
    }
    assert.equal(MAX_CLASS_SIZE, 15)
    assert.lengthOf(OFFERINGS.filter((o) => o.oneTime), 1)
  })
})

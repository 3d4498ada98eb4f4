import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { parseSatTest } from '../../sat_tests.js'
import { TUTOR_MESSAGES, onboardingOpen, onboardingTest, sessionFitsOnboarding, tutorMayPublish, type TutorReadiness } from '../../tutor_rules.js'
import { bandFor, isSectionScore, sectionOf, seriesBandFrom, type Band } from '../../score_bands.js'

const ny = (local: string) => DateTime.fromISO(local, { zone: 'America/New_York' })
const test0 = (title: string, release: string, deadline: string) =>
  parseSatTest({
    title,
    testDate: '2027-06-05',
    tutorReleasedAt: release,
    onboardingSessionReleasedAt: release,
    learnerReleasedAt: release,
    onboardingSessionDeadline: deadline,
    seriesCreationDeadline: deadline,
    learnerRegistrationDeadline: deadline,
    seriesStartMin: '2027-05-01T00:00',
    seriesEndMax: '2027-06-04T23:59',
  })

test.group('Publishing an SAT bootcamp (issue 16; spec 000 §6.4; spec 001 §5.5 onboarding need)', () => {
  const ready: TutorReadiness = { agreed: true, minor: false, parentConsented: false, pastHostedSessions: 0, attendedOnboarding: true }

  test('the agreement comes first, then a parent for minors, then onboarding', ({ assert }) => {
    assert.deepEqual(tutorMayPublish(ready), { allowed: true })
    assert.deepEqual(tutorMayPublish({ ...ready, agreed: false }), { allowed: false, reason: TUTOR_MESSAGES.agreementNeeded })
    assert.deepEqual(tutorMayPublish({ ...ready, minor: true }), { allowed: false, reason: TUTOR_MESSAGES.parentConsentNeeded })
    assert.deepEqual(tutorMayPublish({ ...ready, minor: true, parentConsented: true }), { allowed: true })
    assert.deepEqual(tutorMayPublish({ ...ready, attendedOnboarding: false }), { allowed: false, reason: TUTOR_MESSAGES.onboardingNeeded })
  })

  test('a tutor with 3 past hosted sessions needs no onboarding; 2 do (spec 002 §9 "fewer than 3")', ({ assert }) => {
    assert.isTrue(tutorMayPublish({ ...ready, attendedOnboarding: false, pastHostedSessions: 3 }).allowed)
    assert.isFalse(tutorMayPublish({ ...ready, attendedOnboarding: false, pastHostedSessions: 2 }).allowed)
  })
})

test.group('Onboarding windows (spec 001 §4.3 onboarding session release and deadline)', () => {
  const early = test0('Early', '2027-01-01T09:00', '2027-02-01T23:59')
  const later = test0('Later', '2027-01-20T09:00', '2027-03-01T23:59')

  test('open from the release to the deadline, both ends included', ({ assert }) => {
    assert.isFalse(onboardingOpen(early, ny('2027-01-01T08:59')))
    assert.isTrue(onboardingOpen(early, ny('2027-01-01T09:00')))
    assert.isTrue(onboardingOpen(early, ny('2027-02-01T23:59')))
    assert.isFalse(onboardingOpen(early, ny('2027-02-02T00:00')))
  })

  test('the page offers the first open test, else the next to open, else none', ({ assert }) => {
    assert.equal(onboardingTest([later, early], ny('2027-01-25T12:00'))?.title, 'Early')
    assert.equal(onboardingTest([later, early], ny('2027-02-10T12:00'))?.title, 'Later')
    assert.equal(onboardingTest([later, early], ny('2026-12-01T12:00'))?.title, 'Early')
    assert.isNull(onboardingTest([later, early], ny('2027-03-02T00:00')))
  })

  test('a session fits a test when it starts inside its onboarding window', ({ assert }) => {
    assert.isTrue(sessionFitsOnboarding(early, ny('2027-01-15T18:00')))
    assert.isFalse(sessionFitsOnboarding(early, ny('2027-02-02T18:00')))
    assert.isFalse(sessionFitsOnboarding(early, ny('2026-12-31T18:00')))
  })
})

test.group('Score-band placement (spec 001 §3.7 sat_score_band, sat_series)', () => {
  const bands: Band[] = [
    { id: 1, name: 'Foundations', minScore: 200, maxScore: 400, mathWeight: 1, readingWeight: 1, active: true },
    { id: 2, name: 'Building', minScore: 410, maxScore: 500, mathWeight: 1, readingWeight: 1, active: true },
    { id: 3, name: 'Strengthening', minScore: 510, maxScore: 600, mathWeight: 1, readingWeight: 0, active: true },
    { id: 4, name: 'Advanced', minScore: 610, maxScore: 800, mathWeight: 1, readingWeight: 1, active: false },
  ]

  test('a section score falls in the active band holding it, with a weight for that section', ({ assert }) => {
    assert.equal(bandFor(bands, 'math', 200)?.name, 'Foundations')
    assert.equal(bandFor(bands, 'math', 400)?.name, 'Foundations')
    assert.equal(bandFor(bands, 'math', 410)?.name, 'Building')
    assert.equal(bandFor(bands, 'math', 560)?.name, 'Strengthening')
    assert.isNull(bandFor(bands, 'reading', 560), 'a weight of 0 keeps the band out of reading')
    assert.isNull(bandFor(bands, 'math', 700), 'an inactive band places nobody')
    assert.isNull(bandFor(bands, 'math', 450, false), 'not eligible for the section')
  })

  test('only real section scores count', ({ assert }) => {
    for (const bad of [190, 810, 455, 450.5, Number.NaN]) assert.isFalse(isSectionScore(bad), String(bad))
    assert.isTrue(isSectionScore(800))
    assert.isNull(bandFor(bands, 'math', 455))
  })

  test('a bootcamp takes its learners’ most common band; a tie goes to the lower; unplaced learners do not count', ({ assert }) => {
    assert.equal(seriesBandFrom(bands, [2, 2, 3, null, null, null])?.name, 'Building')
    assert.equal(seriesBandFrom(bands, [3, 2, 3, 2])?.name, 'Building')
    assert.equal(seriesBandFrom(bands, [3, 1, 3, 1, 2])?.name, 'Foundations')
    assert.isNull(seriesBandFrom(bands, [null, null]))
    assert.isNull(seriesBandFrom(bands, []))
    assert.isNull(seriesBandFrom(bands, [99]))
  })

  test('the offerings map to their sections', ({ assert }) => {
    assert.equal(sectionOf('sat-bootcamp-math'), 'math')
    assert.equal(sectionOf('sat-bootcamp-reading-writing'), 'reading')
    assert.isNull(sectionOf(null))
  })
})

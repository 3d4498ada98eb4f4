import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { parseSatTest } from '../../sat_tests.js'
import { usesSatNpsWording } from '../../nps_wording.js'

const ny = (local: string) => DateTime.fromISO(local, { zone: 'America/New_York' })

const MARCH = parseSatTest({
  title: 'SAT NPS Fixture',
  testDate: '2027-03-13',
  tutorReleasedAt: '2026-11-02T09:00',
  onboardingSessionReleasedAt: '2026-11-02T09:00',
  learnerReleasedAt: '2026-11-16T09:00',
  onboardingSessionDeadline: '2027-01-24T23:59',
  seriesCreationDeadline: '2027-01-31T23:59',
  learnerRegistrationDeadline: '2027-02-07T23:59',
  seriesStartMin: '2027-02-08T00:00',
  seriesEndMax: '2027-03-12T23:59',
})

test.group('SAT NPS wording window (spec 002 §9 "an SAT test ending within 7 days")', () => {
  test('decision: from 7 days before the test day begins to 7 days after it ends, New York time, both ends included', ({ assert }) => {
    assert.isFalse(usesSatNpsWording(MARCH, ny('2027-03-05T23:59:59')), '8 days before')
    assert.isTrue(usesSatNpsWording(MARCH, ny('2027-03-06T00:00')), '7 days before the test day')
    assert.isTrue(usesSatNpsWording(MARCH, ny('2027-03-13T10:00')), 'the test day')
    assert.isTrue(usesSatNpsWording(MARCH, ny('2027-03-20T23:59')), '7 days after')
    assert.isFalse(usesSatNpsWording(MARCH, ny('2027-03-21T00:00')), '8 days after')
    // The same instant seen from UTC: 2027-03-06 04:59 UTC is still 2027-03-05 in New York.
    assert.isFalse(usesSatNpsWording(MARCH, DateTime.fromISO('2027-03-06T04:59:00Z')))
    assert.isTrue(usesSatNpsWording(MARCH, DateTime.fromISO('2027-03-06T05:00:00Z')))
  })

  test('a series with no SAT test never uses it', ({ assert }) => {
    assert.isFalse(usesSatNpsWording(null, ny('2027-03-13T10:00')))
  })
})

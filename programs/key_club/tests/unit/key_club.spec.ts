import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { findProgram, iterationPhase, learnerRegistrationOpen } from '#kernel/programs/registry'
import { CODE_PATTERN, normaliseCode } from '../../constants.js'
import { schoolYearOf } from '../../school_year.js'
import { hoursOf } from '../../hours.js'

/* The school service club (issue 17 §3, §4): codes, the school year hours count in, its terms. */
const ny = (local: string) => DateTime.fromISO(local, { zone: 'America/New_York' })

test.group('Key Club', () => {
  test('codes are compared trimmed and in upper case; letters, digits and single hyphens', ({ assert }) => {
    assert.equal(normaliseCode('  ny-lincoln-hs '), 'NY-LINCOLN-HS')
    assert.match('NY-LINCOLN-HS', CODE_PATTERN)
    for (const bad of ['NY--LINCOLN', '-NY', 'NY-', 'NY LINCOLN', '<B>', 'ÉCOLE']) assert.notMatch(bad, CODE_PATTERN, bad)
  })

  test('the school year runs 1 August to 31 July, New York time', ({ assert }) => {
    const autumn = schoolYearOf(ny('2026-11-27T12:00'))
    assert.equal(autumn.from.toISODate(), '2026-08-01')
    assert.equal(autumn.to.toISODate(), '2027-07-31')
    assert.equal(autumn.label, '2026–27')
    // 31 July 23:30 in New York is already 1 August in UTC: still the year before.
    assert.equal(schoolYearOf(DateTime.fromISO('2027-08-01T03:30Z')).label, '2026–27')
    assert.equal(schoolYearOf(ny('2027-08-01T00:00')).label, '2027–28')
  })

  test('hours are shown with one decimal', ({ assert }) => {
    assert.equal(hoursOf(0), 0)
    assert.equal(hoursOf(5400), 1.5)
    assert.equal(hoursOf(3600 * 12 + 59), 12)
  })

  test('issue 17 §4: a term is open or announced on every day from now to August 2027', ({ assert }) => {
    const program = findProgram('key-club')!
    for (let day = ny('2026-11-23T12:00'); day <= ny('2027-08-31T12:00'); day = day.plus({ days: 2 })) {
      const ok = program.iterations.some((it) => learnerRegistrationOpen(it, day) || iterationPhase(it, day) === 'upcoming' || iterationPhase(it, day) === 'tutor_registration')
      assert.isTrue(ok, day.toISODate()!)
    }
  })
})

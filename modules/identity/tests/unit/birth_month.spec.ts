import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { ageOn } from '#modules/identity/index'
import { ageFromBirthMonth, firstDayOf } from '../../shared/birth_month.js'

test.group('Birth month and year (spec 001 §4.6 birth date flow)', () => {
  test('the approximate age is the age of someone born on the first day of that month', ({ assert }) => {
    const today = { year: 2026, month: 11, day: 23 }
    assert.equal(ageFromBirthMonth(2010, 11, today), 16)
    assert.equal(ageFromBirthMonth(2010, 12, today), 15)
    assert.equal(ageFromBirthMonth(2010, 1, today), 16)
    assert.equal(firstDayOf(2010, 3), '2010-03-01')
    // The same figure identity's ageOn gives for the stored date (the server's rule), on any day.
    for (const [year, month] of [[2010, 11], [2010, 12], [2013, 2], [2000, 1]]) {
      for (const on of [{ year: 2026, month: 11, day: 1 }, { year: 2026, month: 11, day: 30 }, { year: 2026, month: 2, day: 28 }, { year: 2026, month: 12, day: 31 }]) {
        const stored = DateTime.fromISO(firstDayOf(year, month), { zone: 'utc' })
        assert.equal(ageFromBirthMonth(year, month, on), ageOn(stored, DateTime.fromObject(on, { zone: 'utc' })), `${year}-${month} on ${JSON.stringify(on)}`)
      }
    }
  })
})

import { test } from '@japa/runner'
import { seasonalLogo } from '../../resources/inertia/lib/seasonal.js'

/*
 * spec 000 §2.3: the logo changes on Valentine's days (Feb 14-16), the birthday (Mar 21-23) and
 * Halloween (Oct 29-31), inclusive, in the viewer's local date. Dates are built with the local
 * Date constructor (month is 0-based) so the tests hold in any process time zone.
 */
const local = (year: number, month: number, day: number, hours = 12, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes)

test.group('seasonalLogo (spec 000 §2.3)', () => {
  test("Valentine's days Feb 14-16", ({ assert }) => {
    for (const day of [14, 15, 16]) {
      assert.equal(seasonalLogo(local(2025, 2, day)), 'valentines', `Feb ${day}`)
    }
  })

  test('the birthday Mar 21-23', ({ assert }) => {
    for (const day of [21, 22, 23]) {
      assert.equal(seasonalLogo(local(2025, 3, day)), 'birthday', `Mar ${day}`)
    }
  })

  test('Halloween Oct 29-31', ({ assert }) => {
    for (const day of [29, 30, 31]) {
      assert.equal(seasonalLogo(local(2025, 10, day)), 'halloween', `Oct ${day}`)
    }
  })

  test('the days just outside each window are default', ({ assert }) => {
    assert.equal(seasonalLogo(local(2025, 2, 13)), 'default')
    assert.equal(seasonalLogo(local(2025, 2, 17)), 'default')
    assert.equal(seasonalLogo(local(2025, 3, 20)), 'default')
    assert.equal(seasonalLogo(local(2025, 3, 24)), 'default')
    assert.equal(seasonalLogo(local(2025, 10, 28)), 'default')
    assert.equal(seasonalLogo(local(2025, 11, 1)), 'default')
  })

  test('the windows are inclusive to the minute at both ends', ({ assert }) => {
    assert.equal(seasonalLogo(local(2025, 2, 13, 23, 59)), 'default')
    assert.equal(seasonalLogo(local(2025, 2, 14, 0, 0)), 'valentines')
    assert.equal(seasonalLogo(local(2025, 2, 16, 23, 59)), 'valentines')
    assert.equal(seasonalLogo(local(2025, 2, 17, 0, 0)), 'default')
    assert.equal(seasonalLogo(local(2025, 10, 31, 23, 59)), 'halloween')
  })

  test('same day numbers in other months are default', ({ assert }) => {
    assert.equal(seasonalLogo(local(2025, 1, 14)), 'default')
    assert.equal(seasonalLogo(local(2025, 4, 22)), 'default')
    assert.equal(seasonalLogo(local(2025, 9, 30)), 'default')
    assert.equal(seasonalLogo(local(2025, 12, 31)), 'default')
  })

  test('leap day and other years behave the same', ({ assert }) => {
    assert.equal(seasonalLogo(local(2024, 2, 29)), 'default')
    assert.equal(seasonalLogo(local(2024, 2, 15)), 'valentines')
    assert.equal(seasonalLogo(local(2030, 3, 22)), 'birthday')
  })
})

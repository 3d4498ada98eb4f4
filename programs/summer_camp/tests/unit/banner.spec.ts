import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { findProgram } from '#kernel/programs/registry'
import { campBannerWindow } from '../../banner.js'

/* spec 000 §2.6 / spec 002: the summer camp banner runs July 1 to August 31, 2025 Eastern time. */
const ny = (local: string) => DateTime.fromISO(local, { zone: 'America/New_York' })
const camp = (key: string) => findProgram('summer-camp')!.iterations.find((iteration) => iteration.key === key)!

test.group('Summer Camp: iterations and the banner window', () => {
  test('the 2025 camp runs 1 July to 31 August (New York), with 2026 and 2027 camps after it', ({ assert }) => {
    assert.deepEqual(findProgram('summer-camp')!.iterations.map((iteration) => iteration.key), ['2025', '2026', '2027'])
    assert.equal(camp('2025').startsAt.toISODate(), '2025-07-01')
    assert.equal(camp('2025').endsAt.toISODate(), '2025-08-31')
    assert.equal(camp('2025').startsAt.zoneName, 'America/New_York')
  })

  test('the banner shows from 1 July 00:00 to 31 August 23:59 Eastern, not a minute outside', ({ assert }) => {
    const { startsAt, endsAt } = campBannerWindow(camp('2025'))
    const shows = (at: DateTime) => at >= startsAt && at < endsAt
    assert.isFalse(shows(ny('2025-06-30T23:59')))
    assert.isTrue(shows(ny('2025-07-01T00:00')))
    assert.isTrue(shows(ny('2025-08-31T23:59')))
    assert.isFalse(shows(ny('2025-09-01T00:00')))
    assert.equal(startsAt.toUTC().toISO(), '2025-07-01T04:00:00.000Z')
    assert.equal(endsAt.toUTC().toISO(), '2025-09-01T04:00:00.000Z')
  })
})

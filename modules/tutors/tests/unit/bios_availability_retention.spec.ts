import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { BIO_STATUSES, REQUEST_DETAILS_RETENTION_DAYS, canReviewBio, detailsDueForRemoval, scrubActivity } from '../../rules.js'
import { filterToUtcHours, slotsToUtcHours, utcHoursToSlots } from '../../availability.js'

test.group('Bios review rules (spec 000 §6.3 "Bios: policy"; issue 13 §4)', () => {
  test('staff approve only a held bio; they reject a held or a published one; reviewed and replaced ones are final', ({ assert }) => {
    const approvable = BIO_STATUSES.filter((status) => canReviewBio(status, 'approved'))
    const rejectable = BIO_STATUSES.filter((status) => canReviewBio(status, 'rejected'))
    assert.deepEqual(approvable, ['held'])
    assert.sameMembers(rejectable, ['held', 'published'])
  })
})

test.group('Availability slots ⇄ UTC hours of the week (issue 18 §2)', () => {
  // A week without a daylight-saving change in New York (EST, UTC-5).
  const winter = DateTime.fromISO('2026-01-14T12:00:00Z')

  test('Monday evening in New York is Monday 22:00 to Tuesday 03:00 UTC', ({ assert }) => {
    const hours = slotsToUtcHours(['mon-evening'], 'America/New_York', winter)
    assert.deepEqual(hours, [22, 23, 24, 25, 26])
  })

  test('Sunday evening in Tokyo wraps to Sunday 08:00–13:00 UTC; Monday morning in Tokyo is Sunday evening UTC (wrapping the week)', ({ assert }) => {
    assert.deepEqual(slotsToUtcHours(['sun-evening'], 'Asia/Tokyo', winter), [6 * 24 + 8, 6 * 24 + 9, 6 * 24 + 10, 6 * 24 + 11, 6 * 24 + 12])
    assert.deepEqual(slotsToUtcHours(['mon-morning'], 'Asia/Tokyo', winter), [6 * 24 + 21, 6 * 24 + 22, 6 * 24 + 23, 0, 1, 2].sort((a, b) => a - b))
  })

  test('a learner in London filtering Monday evening meets a New York tutor free on Monday afternoon (the zones overlap), not one free on Monday morning', ({ assert }) => {
    const wanted = new Set(filterToUtcHours({ day: 'mon', part: 'evening' }, 'Europe/London', winter))
    const afternoon = slotsToUtcHours(['mon-afternoon'], 'America/New_York', winter)
    const morning = slotsToUtcHours(['mon-morning'], 'America/New_York', winter)
    assert.isTrue(afternoon.some((hour) => wanted.has(hour)))
    assert.isFalse(morning.some((hour) => wanted.has(hour)))
  })

  test('a filter with a day only covers its three parts; with a part only, seven days', ({ assert }) => {
    assert.lengthOf(filterToUtcHours({ day: 'wed', part: null }, 'UTC', winter), 16)
    assert.lengthOf(filterToUtcHours({ day: null, part: 'morning' }, 'UTC', winter), 42)
  })

  test('a card shows the tutor’s slots in the viewer’s zone', ({ assert }) => {
    const hours = slotsToUtcHours(['tue-evening'], 'UTC', winter)
    assert.deepEqual(utcHoursToSlots(hours, 'UTC', winter), ['tue-evening'])
    // 17:00–22:00 UTC is 12:00–17:00 in New York: Tuesday afternoon there.
    assert.deepEqual(utcHoursToSlots(hours, 'America/New_York', winter), ['tue-afternoon'])
    assert.deepEqual(utcHoursToSlots([], 'UTC', winter), [])
  })
})

test.group('Retention of request details (README "Retention")', () => {
  const now = new Date('2026-11-28T00:00:00Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

  test(`details are removed ${REQUEST_DETAILS_RETENTION_DAYS} days after a request ended, not a day before, and only once`, ({ assert }) => {
    assert.equal(REQUEST_DETAILS_RETENTION_DAYS, 180)
    assert.isTrue(detailsDueForRemoval({ status: 'closed', endedAt: daysAgo(180), detailsRemovedAt: null }, now))
    assert.isTrue(detailsDueForRemoval({ status: 'declined', endedAt: daysAgo(400), detailsRemovedAt: null }, now))
    assert.isFalse(detailsDueForRemoval({ status: 'closed', endedAt: daysAgo(179), detailsRemovedAt: null }, now))
    assert.isFalse(detailsDueForRemoval({ status: 'closed', endedAt: daysAgo(400), detailsRemovedAt: daysAgo(10) }, now))
  })

  test('an open request, or one that has not ended, keeps its details', ({ assert }) => {
    assert.isFalse(detailsDueForRemoval({ status: 'open', endedAt: daysAgo(400), detailsRemovedAt: null }, now))
    assert.isFalse(detailsDueForRemoval({ status: 'scheduled', endedAt: null, detailsRemovedAt: null }, now))
  })

  test('scrubbing the log keeps who did what and when, without the notes', ({ assert }) => {
    const log = [
      { at: '2026-01-01T00:00:00.000Z', byUserId: 4, action: 'requested' as const, note: 'my phone is 555-123-4567' },
      { at: '2026-01-02T00:00:00.000Z', byUserId: 9, action: 'declined' as const, note: 'Away this month.' },
    ]
    assert.deepEqual(scrubActivity(log), [
      { at: '2026-01-01T00:00:00.000Z', byUserId: 4, action: 'requested', note: null },
      { at: '2026-01-02T00:00:00.000Z', byUserId: 9, action: 'declined', note: null },
    ])
  })
})

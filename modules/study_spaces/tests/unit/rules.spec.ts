import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { dropInOpen, sessionState } from '#modules/tutoring/index'
import { studySpaceStatus } from '../../rules.js'

/*
 * The live-now window of a study space (issue 18 §3; decision in README "Live now"): from 10 minutes
 * before the start (when every join link opens) until the end, never when canceled; the meeting's
 * actual end closes it early, an actual start keeps it open past the scheduled end (overrun).
 */
const now = DateTime.fromISO('2026-12-01T15:00:00Z')
function space(startOffset: number, minutes = 60, extra: Partial<Record<'canceledAt' | 'zoomStartDate' | 'zoomEndDate', DateTime | null>> = {}) {
  const startDate = now.plus({ minutes: startOffset })
  return {
    startDate,
    endDate: startDate.plus({ minutes }),
    zoomStartDate: extra.zoomStartDate ?? null,
    zoomEndDate: extra.zoomEndDate ?? null,
    attemptedHosting: Boolean(extra.zoomStartDate),
    canceledAt: extra.canceledAt ?? null,
  }
}

test.group('Study spaces: the live-now window', () => {
  const cases: Array<[string, ReturnType<typeof space>, boolean]> = [
    ['starts in an hour', space(60), false],
    ['starts in 11 minutes', space(11), false],
    ['starts in exactly 10 minutes', space(10), true],
    ['starts in 5 minutes', space(5), true],
    ['started 30 minutes ago', space(-30), true],
    ['ends in one minute', space(-59), true],
    ['ended exactly now', space(-60), false],
    ['ended an hour ago', space(-120), false],
    ['canceled while running', space(-10, 60, { canceledAt: now.minus({ minutes: 1 }) }), false],
    ['the meeting ended early', space(-30, 60, { zoomStartDate: now.minus({ minutes: 30 }), zoomEndDate: now.minus({ minutes: 1 }) }), false],
    ['the meeting runs over the scheduled end', space(-90, 60, { zoomStartDate: now.minus({ minutes: 90 }) }), true],
  ]

  for (const [label, times, live] of cases) {
    test(`${label}: ${live ? 'live' : 'not live'}`, ({ assert }) => {
      assert.equal(dropInOpen(times, now), live)
      // The list's status reads the same rule from a card's state and start.
      const status = studySpaceStatus({ state: sessionState(times, now), startDate: times.startDate.toISO()! }, now)
      assert.equal(status === 'live', live)
    })
  }

  test('the list status names why a space is not live', ({ assert }) => {
    const at = (times: ReturnType<typeof space>) => studySpaceStatus({ state: sessionState(times, now), startDate: times.startDate }, now)
    assert.equal(at(space(60)), 'upcoming')
    assert.equal(at(space(-120)), 'ended')
    assert.equal(at(space(30, 60, { canceledAt: now })), 'canceled')
    assert.equal(at(space(-5)), 'live')
  })
})

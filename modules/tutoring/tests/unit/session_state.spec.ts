import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { canJoinNow, isUpcoming, sessionState, type SessionTimes } from '../../session_state.js'

/*
 * spec 001 §4.3: in progress and ended come from actual meeting times, falling back to the
 * scheduled times; "upcoming" is judged by end date or attempted hosting.
 */
const start = DateTime.fromISO('2030-03-01T15:00:00Z', { zone: 'utc' })
const end = start.plus({ hours: 1 })
const base: SessionTimes = { startDate: start, endDate: end, zoomStartDate: null, zoomEndDate: null, attemptedHosting: false, canceledAt: null }
const at = (minutesFromStart: number) => start.plus({ minutes: minutesFromStart })

test.group('sessionState: scheduled times (no meeting data)', () => {
  test('upcoming before the start, in progress between start and end, ended after', ({ assert }) => {
    assert.equal(sessionState(base, at(-1)), 'upcoming')
    assert.equal(sessionState(base, at(0)), 'in_progress')
    assert.equal(sessionState(base, at(59)), 'in_progress')
    assert.equal(sessionState(base, at(60)), 'ended')
  })

  test('canceled wins over every time', ({ assert }) => {
    const canceled = { ...base, canceledAt: at(-100) }
    for (const m of [-10, 10, 100]) assert.equal(sessionState(canceled, at(m)), 'canceled')
  })
})

test.group('sessionState: actual meeting times take precedence', () => {
  test('a meeting started early is in progress before the scheduled start', ({ assert }) => {
    assert.equal(sessionState({ ...base, zoomStartDate: at(-5) }, at(-3)), 'in_progress')
  })

  test('a meeting that ended early is ended before the scheduled end', ({ assert }) => {
    assert.equal(sessionState({ ...base, zoomStartDate: at(0), zoomEndDate: at(30) }, at(31)), 'ended')
  })

  test('a meeting running past the scheduled end stays in progress, up to the overrun limit', ({ assert }) => {
    const running = { ...base, zoomStartDate: at(0) }
    assert.equal(sessionState(running, at(90)), 'in_progress')
    assert.equal(sessionState(running, at(60 + 179)), 'in_progress')
    assert.equal(sessionState(running, at(60 + 180)), 'ended')
  })

  test('an actual start in the future is ignored (scheduled times decide)', ({ assert }) => {
    assert.equal(sessionState({ ...base, zoomStartDate: at(10) }, at(-5)), 'upcoming')
  })
})

test.group('isUpcoming: by end date or attempted hosting', () => {
  test('upcoming while the scheduled end is in the future (also while in progress)', ({ assert }) => {
    assert.isTrue(isUpcoming(base, at(-60)))
    assert.isTrue(isUpcoming(base, at(30)))
    assert.isFalse(isUpcoming(base, at(60)))
  })

  test('past the end it stays upcoming only when hosting was attempted and the meeting is open', ({ assert }) => {
    const live = { ...base, zoomStartDate: at(0), attemptedHosting: true }
    assert.isTrue(isUpcoming(live, at(90)))
    assert.isFalse(isUpcoming({ ...live, attemptedHosting: false }, at(90)))
    assert.isFalse(isUpcoming({ ...live, zoomEndDate: at(80) }, at(90)))
    assert.isFalse(isUpcoming(live, at(60 + 180)))
  })

  test('a meeting that actually ended is not upcoming even before the scheduled end', ({ assert }) => {
    assert.isFalse(isUpcoming({ ...base, zoomStartDate: at(0), zoomEndDate: at(20), attemptedHosting: true }, at(30)))
  })

  test('canceled sessions are never upcoming', ({ assert }) => {
    assert.isFalse(isUpcoming({ ...base, canceledAt: at(-120) }, at(-60)))
  })
})

test.group('canJoinNow: the join link opens 10 minutes before the start', () => {
  const session = { ...base, attendancePolicy: 'standard' }
  test('closed before, open from 10 minutes before until the end', ({ assert }) => {
    assert.isFalse(canJoinNow(session, false, at(-11)))
    assert.isTrue(canJoinNow(session, false, at(-10)))
    assert.isTrue(canJoinNow(session, false, at(45)))
    assert.isFalse(canJoinNow(session, false, at(60)))
  })

  test('no-late-entry closes 10 minutes after the start for learners, not for hosts', ({ assert }) => {
    const strict = { ...session, attendancePolicy: 'no-late-entry' }
    assert.isTrue(canJoinNow(strict, false, at(10)))
    assert.isFalse(canJoinNow(strict, false, at(11)))
    assert.isTrue(canJoinNow(strict, true, at(30)))
  })

  test('never for a canceled session', ({ assert }) => {
    assert.isFalse(canJoinNow({ ...session, canceledAt: at(-60) }, true, at(0)))
  })
})

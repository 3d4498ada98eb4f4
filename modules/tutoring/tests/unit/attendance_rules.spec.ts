import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  ATTENDANCE_CONFIRM_DAYS,
  attendanceWindow,
  learnerSeconds,
  noShowSuspensionDue,
  removalOpen,
  sessionSeconds,
} from '../../attendance_rules.js'

const now = DateTime.fromISO('2026-03-10T12:00:00Z', { zone: 'utc' })
const session = (startHoursAgo: number, minutes = 60, extra: Partial<{ zoomStartDate: DateTime; zoomEndDate: DateTime; canceledAt: DateTime }> = {}) => {
  const startDate = now.minus({ hours: startHoursAgo })
  return { startDate, endDate: startDate.plus({ minutes }), zoomStartDate: null, zoomEndDate: null, canceledAt: null, ...extra }
}

test.group('Attendance rules (issue 11 §1, decisions in attendance_rules.ts)', () => {
  test('the roster opens at the start and closes 7 days after the end; never for a canceled session', ({ assert }) => {
    assert.deepEqual(attendanceWindow(session(-1), now), { open: false, reason: 'not-started' })
    assert.deepEqual(attendanceWindow(session(0.5), now), { open: true })
    assert.deepEqual(attendanceWindow(session(24 * ATTENDANCE_CONFIRM_DAYS), now), { open: true })
    assert.deepEqual(attendanceWindow(session(24 * ATTENDANCE_CONFIRM_DAYS + 2), now), { open: false, reason: 'closed' })
    assert.deepEqual(attendanceWindow(session(2, 60, { canceledAt: now }), now), { open: false, reason: 'canceled' })
  })

  test('removal is open before the session and until the roster closes', ({ assert }) => {
    assert.isTrue(removalOpen(session(-48), now))
    assert.isTrue(removalOpen(session(3), now))
    assert.isFalse(removalOpen(session(24 * ATTENDANCE_CONFIRM_DAYS + 2), now))
    assert.isFalse(removalOpen(session(-48, 60, { canceledAt: now }), now))
  })

  test('session length uses the actual meeting times when reported', ({ assert }) => {
    assert.equal(sessionSeconds(session(2, 45)), 45 * 60)
    const ran = session(2, 60, { zoomStartDate: now.minus({ hours: 2 }).plus({ minutes: 5 }), zoomEndDate: now.minus({ minutes: 50 }) })
    assert.equal(sessionSeconds(ran), 65 * 60)
  })

  test("a present learner's time: the provider's report, else from the first join (not before the start), else the whole session", ({ assert }) => {
    const s = session(2, 60)
    assert.equal(learnerSeconds(s, { reportedSeconds: 1234.4, joinedAt: s.startDate }), 1234)
    assert.equal(learnerSeconds(s, { reportedSeconds: null, joinedAt: s.startDate.minus({ minutes: 8 }) }), 3600)
    assert.equal(learnerSeconds(s, { reportedSeconds: null, joinedAt: s.startDate.plus({ minutes: 20 }) }), 40 * 60)
    assert.equal(learnerSeconds(s, { reportedSeconds: null, joinedAt: s.endDate.plus({ minutes: 5 }) }), 0)
    assert.equal(learnerSeconds(s, { reportedSeconds: null, joinedAt: null }), 3600)
  })

  test('learner no-shows: 3 within 60 days suspend; older ones and ones before a previous suspension do not count', ({ assert }) => {
    const daysAgo = (days: number) => now.minus({ days })
    assert.isFalse(noShowSuspensionDue([daysAgo(1), daysAgo(10)], null, now))
    assert.isTrue(noShowSuspensionDue([daysAgo(1), daysAgo(10), daysAgo(59)], null, now))
    assert.isFalse(noShowSuspensionDue([daysAgo(1), daysAgo(10), daysAgo(61)], null, now))
    // An open suspension of that context: nothing more to do (re-confirming never suspends twice).
    assert.isFalse(noShowSuspensionDue([daysAgo(1), daysAgo(2), daysAgo(3)], { createdAt: daysAgo(0.5), lifted: false }, now))
    // Lifted: the count starts again after it.
    assert.isFalse(noShowSuspensionDue([daysAgo(1), daysAgo(2), daysAgo(4)], { createdAt: daysAgo(3), lifted: true }, now))
    assert.isTrue(noShowSuspensionDue([daysAgo(1), daysAgo(2), daysAgo(2.5)], { createdAt: daysAgo(3), lifted: true }, now))
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { generateSessionTimes, generateSessionTimesFor, schedulePattern, sessionCount, weekDayOffsets } from '../../schedule.js'

const local = (times: DateTime[]) => times.map((time) => time.toFormat("ccc yyyy-MM-dd HH:mm"))

test.group('Schedule generator (spec 002 §9: weekly, biweekly, everyTwoWeeks)', () => {
  test('weekly: sessionsPerWeek sessions every week for `weeks` weeks', ({ assert }) => {
    const first = DateTime.fromISO('2026-02-02T17:00', { zone: 'America/New_York' }) // a Monday
    const once = generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 3 }, first, 'America/New_York')
    assert.deepEqual(local(once), ['Mon 2026-02-02 17:00', 'Mon 2026-02-09 17:00', 'Mon 2026-02-16 17:00'])
    const twice = generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 2, weeks: 2 }, first, 'America/New_York')
    assert.deepEqual(local(twice), ['Mon 2026-02-02 17:00', 'Thu 2026-02-05 17:00', 'Mon 2026-02-09 17:00', 'Thu 2026-02-12 17:00'])
    const thrice = generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 3, weeks: 1 }, first, 'America/New_York')
    assert.deepEqual(local(thrice), ['Mon 2026-02-02 17:00', 'Wed 2026-02-04 17:00', 'Fri 2026-02-06 17:00'])
  })

  test('biweekly is twice a week whatever sessionsPerWeek says (documented decision)', ({ assert }) => {
    const first = DateTime.fromISO('2026-02-03T18:30', { zone: 'America/New_York' }) // a Tuesday
    const times = generateSessionTimes({ scheduleType: 'biweekly', sessionsPerWeek: 1, weeks: 4 }, first, 'America/New_York')
    assert.lengthOf(times, 8)
    assert.deepEqual(local(times).slice(0, 4), ['Tue 2026-02-03 18:30', 'Fri 2026-02-06 18:30', 'Tue 2026-02-10 18:30', 'Fri 2026-02-13 18:30'])
    assert.equal(sessionCount({ scheduleType: 'biweekly', sessionsPerWeek: 1, weeks: 4 }), 8)
  })

  test('everyTwoWeeks is once every two weeks within `weeks` weeks', ({ assert }) => {
    const first = DateTime.fromISO('2026-02-02T17:00', { zone: 'UTC' })
    const five = generateSessionTimes({ scheduleType: 'everyTwoWeeks', sessionsPerWeek: 3, weeks: 5 }, first, 'UTC')
    assert.deepEqual(local(five), ['Mon 2026-02-02 17:00', 'Mon 2026-02-16 17:00', 'Mon 2026-03-02 17:00'])
    assert.equal(sessionCount({ scheduleType: 'everyTwoWeeks', sessionsPerWeek: 1, weeks: 4 }), 2)
    assert.deepEqual(schedulePattern({ scheduleType: 'everyTwoWeeks', sessionsPerWeek: 2, weeks: 4 }), { perWeek: 1, everyNthWeek: 2 })
  })

  test('keeps the local time across daylight-saving changes (US spring forward and fall back)', ({ assert }) => {
    const zone = 'America/New_York'
    const spring = generateSessionTimes(
      { scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 2 },
      DateTime.fromISO('2026-03-04T17:00', { zone }),
      zone
    )
    assert.deepEqual(local(spring), ['Wed 2026-03-04 17:00', 'Wed 2026-03-11 17:00'])
    // EST is UTC-5, EDT UTC-4: the UTC instant moves one hour earlier.
    assert.deepEqual(spring.map((t) => t.toUTC().toFormat('HH:mm')), ['22:00', '21:00'])
    assert.equal(spring[1].toUTC().diff(spring[0].toUTC(), 'hours').hours, 167)

    const fall = generateSessionTimes(
      { scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 2 },
      DateTime.fromISO('2026-10-28T17:00', { zone }),
      zone
    )
    assert.deepEqual(local(fall), ['Wed 2026-10-28 17:00', 'Wed 2026-11-04 17:00'])
    assert.equal(fall[1].toUTC().diff(fall[0].toUTC(), 'hours').hours, 169)
  })

  test('the first start is an instant read in the tutor zone; results are in that zone', ({ assert }) => {
    const utcInstant = DateTime.fromISO('2026-06-01T15:00:00Z')
    const times = generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 2 }, utcInstant, 'Europe/Berlin')
    assert.equal(times[0].zoneName, 'Europe/Berlin')
    assert.deepEqual(local(times), ['Mon 2026-06-01 17:00', 'Mon 2026-06-08 17:00'])
    assert.isTrue(times[0].equals(utcInstant.setZone('Europe/Berlin')))
  })

  test('a wall time that a DST change skips moves forward instead of failing', ({ assert }) => {
    // 2026-03-08 02:30 does not exist in New York.
    const zone = 'America/New_York'
    const times = generateSessionTimes(
      { scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 2 },
      DateTime.fromISO('2026-03-01T02:30', { zone }),
      zone
    )
    assert.equal(times[1].toFormat('yyyy-MM-dd'), '2026-03-08')
    assert.isTrue(times[1].isValid)
  })

  test('week spreading and bad input', ({ assert }) => {
    assert.deepEqual(weekDayOffsets(1), [0])
    assert.deepEqual(weekDayOffsets(2), [0, 3])
    assert.deepEqual(weekDayOffsets(4), [0, 1, 3, 5])
    assert.deepEqual(weekDayOffsets(7), [0, 1, 2, 3, 4, 5, 6])
    const first = DateTime.fromISO('2026-02-02T17:00', { zone: 'UTC' })
    assert.throws(() => generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 2 }, first, 'Mars/Olympus'), /Unknown time zone/)
    assert.throws(() => generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 0, weeks: 2 }, first, 'UTC'), /Sessions per week/)
    assert.throws(() => generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 8, weeks: 2 }, first, 'UTC'), /Sessions per week/)
    assert.throws(() => generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 0 }, first, 'UTC'), /Weeks/)
    assert.throws(() => generateSessionTimes({ scheduleType: 'monthly' as any, sessionsPerWeek: 1, weeks: 2 }, first, 'UTC'), /Unknown schedule type/)
    assert.throws(() => generateSessionTimes({ scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 2 }, DateTime.invalid('x'), 'UTC'), /valid date/)
  })
})

test.group('Schedule for session templates (issue 21 §1: one session per session template)', () => {
  test('exactly `count` starts on the template’s pattern, however many weeks that takes', ({ assert }) => {
    const first = DateTime.fromISO('2026-02-02T17:00', { zone: 'America/New_York' }) // a Monday
    const weekly = generateSessionTimesFor({ scheduleType: 'weekly', sessionsPerWeek: 2, weeks: 1 }, 3, first, 'America/New_York')
    assert.deepEqual(local(weekly), ['Mon 2026-02-02 17:00', 'Thu 2026-02-05 17:00', 'Mon 2026-02-09 17:00'])
    const fortnightly = generateSessionTimesFor({ scheduleType: 'everyTwoWeeks', sessionsPerWeek: 1, weeks: 12 }, 2, first, 'America/New_York')
    assert.deepEqual(local(fortnightly), ['Mon 2026-02-02 17:00', 'Mon 2026-02-16 17:00'])
    assert.throws(() => generateSessionTimesFor({ scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 1 }, 0, first, 'UTC'), /at least one/)
  })
})

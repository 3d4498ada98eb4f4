import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { parseLocalDateTime, scheduleProblem } from '../../schedule_rules.js'
import { JitsiMeetProvider } from '../../meeting/meeting_provider.js'

const now = DateTime.fromISO('2026-11-22T12:00:00Z', { zone: 'utc' })

test.group('Session form time rules', () => {
  test('reads local date-times in the viewer zone', ({ assert }) => {
    assert.equal(parseLocalDateTime('2026-12-01T15:30', 'America/New_York').toISO(), '2026-12-01T20:30:00.000Z')
    assert.equal(parseLocalDateTime('2026-12-01T15:30Z', 'America/New_York').toISO(), '2026-12-01T15:30:00.000Z')
    assert.isFalse(parseLocalDateTime('tomorrow', 'UTC').isValid)
  })

  test('start in the future, end after start, 15 minutes to 4 hours, at most a year ahead', ({ assert }) => {
    const s = now.plus({ days: 1 })
    assert.isNull(scheduleProblem(s, s.plus({ hours: 1 }), now))
    assert.equal(scheduleProblem(now.minus({ minutes: 1 }), now.plus({ hours: 1 }), now)?.field, 'startDate')
    assert.equal(scheduleProblem(s, s, now)?.field, 'endDate')
    assert.equal(scheduleProblem(s, s.plus({ minutes: 10 }), now)?.field, 'endDate')
    assert.equal(scheduleProblem(s, s.plus({ hours: 5 }), now)?.field, 'endDate')
    assert.equal(scheduleProblem(now.plus({ days: 400 }), now.plus({ days: 400, hours: 1 }), now)?.field, 'startDate')
  })
})

test.group('Meeting provider (Jitsi default)', () => {
  test('each session gets its own room URL', async ({ assert }) => {
    const provider = new JitsiMeetProvider()
    const a = await provider.roomFor({ id: 42 })
    const b = await provider.roomFor({ id: 43 })
    assert.match(a, /^https:\/\/meet\.jit\.si\/Peerhaven-42-[A-Za-z0-9]{12}$/)
    assert.match(b, /^https:\/\/meet\.jit\.si\/Peerhaven-43-/)
    assert.notEqual(a.split('-').pop(), b.split('-').pop())
  })
})

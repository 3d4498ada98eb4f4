import { test } from '@japa/runner'
import { DateTime, type DurationLike } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { registrarFor } from '#kernel/hooks'
import { sweepOutbox } from '#kernel/events/sweeper'
import { sqlTime } from '#app/support/database/values'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeTutor } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { createSession } from '../../actions/create_session.js'
import { cancelSession } from '../../actions/cancel_session.js'
import { catchUpEndedSessions, sessionEndedJob } from '../../jobs/session_ended.js'

/*
 * session.ended (issue 8 §3: declared and now emitted): once per session when it has ended
 * (spec 001 §4.3: actual meeting times, falling back to the scheduled ones), by a delayed job at
 * the scheduled end and by the outbox sweeper's catch-up; never for a canceled session.
 */
const seen: number[] = []
registrarFor('test:session-ended').on('session.ended', ({ sessionId }) => {
  seen.push(sessionId)
})
const timesSeen = (sessionId: number) => seen.filter((id) => id === sessionId).length
const recorded = (sessionId: number) => db.from('hook_outbox_events').where('dedupe_key', `session.ended.${sessionId}`)

async function makeSession(startIn: DurationLike, endIn: DurationLike) {
  const [world, course, tutor] = await Promise.all([makeWorld(), makeCourse(), makeTutor()])
  const topic = await makeTopic(course.id, 'challenge')
  const now = DateTime.utc()
  return createSession({
    userId: tutor.id,
    worldId: world.id,
    topicId: topic.id,
    title: 'A session that ends',
    description: '',
    startDate: now.plus(startIn),
    endDate: now.plus(endIn),
    maxLearners: 3,
    languages: ['en'],
    allowCohosts: false,
    attendancePolicy: 'standard',
  })
}

async function setTimes(sessionId: number, times: Record<string, DateTime | null>) {
  const values = Object.fromEntries(Object.entries(times).map(([column, at]) => [column, at ? sqlTime(at) : null]))
  await db.from('tutoring_sessions').where('id', sessionId).update(values)
}

test.group('session.ended', () => {
  test('the job dispatched at creation emits it at the scheduled end, once', async ({ assert }) => {
    const session = await makeSession({ minutes: -20 }, { milliseconds: 1500 })
    assert.equal(timesSeen(session.id), 0)
    await eventually(() => timesSeen(session.id) === 1, 'session.ended from the delayed job', 8000)
    // A retried job and the catch-up find it recorded.
    await sessionEndedJob.handle({ sessionId: session.id })
    await catchUpEndedSessions()
    await sweepOutbox({ graceMs: 0 })
    assert.lengthOf(await recorded(session.id), 1)
    assert.equal(timesSeen(session.id), 1)
  })

  test('not before the end, and never for a canceled session', async ({ assert }) => {
    const upcoming = await makeSession({ hours: 2 }, { hours: 3 })
    await sessionEndedJob.handle({ sessionId: upcoming.id })
    assert.lengthOf(await recorded(upcoming.id), 0)

    const canceled = await makeSession({ hours: 2 }, { hours: 3 })
    await cancelSession(canceled.id, null, null)
    await setTimes(canceled.id, { start_date: DateTime.utc().minus({ hours: 2 }), end_date: DateTime.utc().minus({ hours: 1 }) })
    await sessionEndedJob.handle({ sessionId: canceled.id })
    await catchUpEndedSessions()
    assert.lengthOf(await recorded(canceled.id), 0)
  })

  test('the sweeper catches up a session whose job was lost, within its lookback', async ({ assert }) => {
    const lost = await makeSession({ hours: 2 }, { hours: 3 })
    await setTimes(lost.id, { start_date: DateTime.utc().minus({ hours: 2 }), end_date: DateTime.utc().minus({ hours: 1 }) })
    const old = await makeSession({ hours: 2 }, { hours: 3 })
    await setTimes(old.id, { start_date: DateTime.utc().minus({ days: 10, hours: 1 }), end_date: DateTime.utc().minus({ days: 10 }) })
    await Promise.all([sweepOutbox({ graceMs: 0 }), sweepOutbox({ graceMs: 0 })])
    await eventually(() => timesSeen(lost.id) === 1, 'the caught-up session.ended')
    assert.lengthOf(await recorded(lost.id), 1)
    assert.lengthOf(await recorded(old.id), 0, 'older than the lookback: left alone')
  })

  test('a meeting running over its scheduled end ends when the meeting ends', async ({ assert }) => {
    const session = await makeSession({ hours: 2 }, { hours: 3 })
    const now = DateTime.utc()
    await setTimes(session.id, { start_date: now.minus({ hours: 2 }), end_date: now.minus({ minutes: 5 }), zoom_start_date: now.minus({ hours: 2 }) })
    await catchUpEndedSessions()
    assert.lengthOf(await recorded(session.id), 0, 'still in progress')
    await setTimes(session.id, { zoom_end_date: now.minus({ minutes: 1 }) })
    assert.equal(await catchUpEndedSessions(), 1)
    assert.lengthOf(await recorded(session.id), 1)
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { registrarFor } from '#kernel/hooks'
import { sweepOutbox } from '#kernel/events/sweeper'
import { sqlTime } from '#app/support/database/values'
import { createSession, cancelSession } from '#modules/tutoring/index'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeTutor } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import Series from '../../models/series.js'

/*
 * series.closed (issue 8 §3: declared and now emitted): once, when the last session of a series
 * is over — ended (session.ended) or canceled (session.canceled). A series with a session still
 * to come stays open.
 */
const closed: number[] = []
registrarFor('test:series-closed').on('series.closed', ({ seriesId }) => {
  closed.push(seriesId)
})
const timesClosed = (seriesId: number) => closed.filter((id) => id === seriesId).length
const recorded = (seriesId: number) => db.from('hook_outbox_events').where('dedupe_key', `series.closed.${seriesId}`)

/** A series with two sessions: the first ended an hour ago, the second starts tomorrow. */
async function makeSeriesWithSessions() {
  const [world, course, tutor] = await Promise.all([makeWorld(), makeCourse(), makeTutor()])
  const topic = await makeTopic(course.id, 'challenge')
  const series = await Series.create({ userId: tutor.id, worldId: world.id, title: 'Closing series', description: '', maxLearners: 5, seatsTaken: 0, languages: ['en'] })
  const now = DateTime.utc()
  const sessions = []
  for (const day of [1, 2]) {
    sessions.push(
      await createSession({
        userId: tutor.id,
        worldId: world.id,
        topicId: topic.id,
        seriesId: series.id,
        title: `Closing series · Session ${day}`,
        description: '',
        startDate: now.plus({ days: day }),
        endDate: now.plus({ days: day, hours: 1 }),
        maxLearners: 5,
        languages: ['en'],
        allowCohosts: false,
        attendancePolicy: 'standard',
      })
    )
  }
  await endSession(sessions[0].id)
  return { series, sessions, tutor }
}

async function endSession(sessionId: number) {
  const now = DateTime.utc()
  await db.from('tutoring_sessions').where('id', sessionId).update({ start_date: sqlTime(now.minus({ hours: 2 })), end_date: sqlTime(now.minus({ hours: 1 })) })
}

test.group('series.closed', () => {
  test('follows the end of its last session, once', async ({ assert }) => {
    const { series, sessions } = await makeSeriesWithSessions()
    await sweepOutbox({ graceMs: 0 })
    await eventually(async () => (await db.from('hook_outbox_events').where('dedupe_key', `session.ended.${sessions[0].id}`).whereNotNull('settled_at')).length === 1, 'the first session.ended to be delivered')
    assert.lengthOf(await recorded(series.id), 0, 'a session is still to come')

    await endSession(sessions[1].id)
    await sweepOutbox({ graceMs: 0 })
    await eventually(() => timesClosed(series.id) === 1, 'series.closed')
    await sweepOutbox({ graceMs: 0 })
    assert.lengthOf(await recorded(series.id), 1)
    assert.equal(timesClosed(series.id), 1)
  })

  test('follows the cancellation of its last remaining session', async ({ assert }) => {
    const { series, sessions, tutor } = await makeSeriesWithSessions()
    await cancelSession(sessions[1].id, tutor.id, null)
    await eventually(() => timesClosed(series.id) === 1, 'series.closed')
    assert.lengthOf(await recorded(series.id), 1)
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { createSession, TutoringSession } from '#modules/tutoring/index'
import { makeTutor } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeSession } from '../factories.js'

/*
 * Every member route refuses visitors with the not_logged_in screen (spec 000 §2.3, 401); the
 * public ones (explore, session page, calendar feed) answer without a login. The role and
 * ownership outcomes of each route are in the other files of this folder.
 */
test.group('Tutoring routes: visitors', () => {
  test('member routes answer 401 not_logged_in to visitors and change nothing', async ({ client, assert }) => {
    const { session } = await makeSession({ allowCohosts: true })
    const host = await db.from('session_hosts').where('session_id', session.id).first()
    const routes: Array<['get' | 'post' | 'put' | 'delete', string]> = [
      ['get', '/session/new'],
      ['post', '/session'],
      ['get', `/session/${session.id}/edit`],
      ['put', `/session/${session.id}`],
      ['post', `/session/${session.id}/cancel`],
      ['get', `/session/${session.id}/join`],
      ['post', `/session/${session.id}/registration`],
      ['delete', `/session/${session.id}/registration`],
      ['post', `/session/${session.id}/cohosts`],
      ['delete', `/session/${session.id}/cohosts/mine`],
      ['post', `/session/${session.id}/cohosts/${host.id}/approve`],
      ['delete', `/session/${session.id}/hosts/${host.id}`],
      ['get', '/schedule'],
      ['get', '/settings/calendar'],
      ['post', '/settings/calendar'],
      ['delete', '/settings/calendar'],
    ]
    for (const [method, url] of routes) {
      const response = await client[method](url).withCsrfToken().withInertia()
      assert.equal(response.status(), 401, `${method.toUpperCase()} ${url}`)
      assert.equal(response.inertiaProps.code, 'not_logged_in', `${method.toUpperCase()} ${url}`)
    }
    const fresh = await TutoringSession.findOrFail(session.id)
    assert.isNull(fresh.canceledAt)
    assert.equal(fresh.seatsTaken, 0)
  })

  test('public routes answer visitors', async ({ client }) => {
    const { session } = await makeSession()
    ;(await client.get('/explore').withInertia()).assertStatus(200)
    ;(await client.get(`/session/${session.id}`).withInertia()).assertStatus(200)
  })
})

test.group('createSession inside a caller’s transaction (series context)', () => {
  test('commits with the caller, and disappears when the caller rolls back', async ({ assert }) => {
    const host = await makeTutor()
    const world = await makeWorld()
    const topic = await makeTopic((await makeCourse()).id, 'challenge')
    const start = DateTime.utc().plus({ days: 3 }).startOf('hour')
    const input = {
      userId: host.id,
      worldId: world.id,
      topicId: topic.id,
      title: 'Series session',
      description: '',
      startDate: start,
      endDate: start.plus({ hours: 1 }),
      maxLearners: 8,
      languages: ['en'],
      allowCohosts: false,
      attendancePolicy: 'standard',
      seriesId: null,
    }
    const kept = await db.transaction((trx) => createSession(input, trx))
    assert.isNotNull(await TutoringSession.find(kept.id))
    assert.isNotNull(kept.meetingUrl)
    let rolledBackId = 0
    await db
      .transaction(async (trx) => {
        rolledBackId = (await createSession({ ...input, title: 'Rolled back' }, trx)).id
        throw new Error('caller failed')
      })
      .catch(() => {})
    assert.isNull(await TutoringSession.find(rolledBackId))
    assert.isNull(await db.from('session_hosts').where('session_id', rolledBackId).first())
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { registrarFor } from '#kernel/hooks'
import { TutoringSession, SessionHost, registerForSession } from '#modules/tutoring/index'
import { birthForAge, makeLearner, makeTutor, makeUser, waitForMail } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic, makeCertification } from '#modules/catalog/tests/factories'
import { makeSession } from '../factories.js'

/*
 * Tutors create, edit and cancel a session in a world on a topic, only for topics they can
 * tutor (spec 000 §6.4, spec 001 §5.4); a change is recorded in the changelog and registrants
 * are told (issue "Kernel" §2).
 */
const local = (dt: DateTime) => dt.toFormat("yyyy-MM-dd'T'HH:mm")

async function formBody(worldSlug: string, topicId: number, overrides: Record<string, unknown> = {}) {
  const start = DateTime.utc().plus({ days: 3 }).set({ hour: 16, minute: 0, second: 0, millisecond: 0 })
  return {
    world: worldSlug,
    topicId,
    title: 'Factoring trinomials',
    description: 'Bring questions.',
    startDate: local(start),
    endDate: local(start.plus({ minutes: 75 })),
    maxLearners: 10,
    languages: ['en'],
    allowCohosts: true,
    attendancePolicy: 'standard',
    ...overrides,
  }
}

test.group('Create a session', () => {
  test('the form: visitor 401, learner 403, tutor 200 with the topics they can tutor', async ({ client, assert }) => {
    ;(await client.get('/session/new').withInertia()).assertStatus(401)
    const learner = await client.get('/session/new').withInertia().loginAs(await makeLearner())
    learner.assertStatus(403)
    learner.assertInertiaPropsContains({ code: 'not_enough_permission' })
    const tutor = await makeTutor()
    const course = await makeCourse()
    const world = await makeWorld('public', { courseId: course.id })
    const open = await makeTopic(course.id, 'challenge')
    const certified = await makeTopic(course.id, 'unit')
    const locked = await makeTopic(course.id, 'unit')
    await makeCertification(tutor.id, certified.id, 'approved')
    const response = await client.get(`/session/new?world=${world.slug}`).withInertia().loginAs(tutor)
    response.assertStatus(200)
    response.assertInertiaComponent('tutoring/session_form')
    const topicIds = response.inertiaProps.topics.map((t: any) => t.id)
    assert.includeMembers(topicIds, [open.id, certified.id])
    assert.notInclude(topicIds, locked.id)
  })

  test('a tutor creates a session: main host row, meeting room, times read in their zone', async ({ client, assert }) => {
    const tutor = await makeTutor()
    await db.from('users').where('id', tutor.id).update({ timezone: 'America/New_York' })
    const world = await makeWorld()
    const topic = await makeTopic((await makeCourse()).id, 'challenge')
    const body = await formBody(world.slug, topic.id)
    const response = await client.post('/session').json(body).loginAs(tutor).withCsrfToken().redirects(0)
    response.assertStatus(302)
    const session = await TutoringSession.query().where('user_id', tutor.id).firstOrFail()
    assert.equal(response.header('location'), `/session/${session.id}`)
    assert.equal(session.startDate.toMillis(), DateTime.fromISO(body.startDate, { zone: 'America/New_York' }).toMillis())
    assert.equal(session.endDate.diff(session.startDate, 'minutes').minutes, 75)
    assert.match(session.meetingUrl!, new RegExp(`^https://meet\\.jit\\.si/Peerhaven-${session.id}-[A-Za-z0-9]+$`))
    assert.isTrue(session.allowCohosts)
    const host = await SessionHost.query().where('session_id', session.id).firstOrFail()
    assert.equal(host.role, 'main')
    assert.isNotNull(host.approvedAt)
  })

  test('refusals: a topic the tutor cannot tutor, a world they cannot see, bad times, malformed input', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const world = await makeWorld()
    const hidden = await makeWorld('membership')
    const locked = await makeTopic((await makeCourse()).id, 'unit')
    const topic = await makeTopic((await makeCourse()).id, 'challenge')
    const cases: Array<[Record<string, unknown>, string]> = [
      [await formBody(world.slug, locked.id), 'topicId'],
      [await formBody(hidden.slug, topic.id), 'world'],
      [await formBody(world.slug, topic.id, { startDate: '2020-01-01T10:00', endDate: '2020-01-01T11:00' }), 'startDate'],
      [await formBody(world.slug, topic.id, { endDate: local(DateTime.utc().plus({ days: 3 }).set({ hour: 15 })) }), 'endDate'],
      [await formBody(world.slug, topic.id, { startDate: 'soon' }), 'startDate'],
    ]
    for (const [body, field] of cases) {
      const response = await client.post('/session').json(body).loginAs(tutor).withCsrfToken().accept('json')
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, field, JSON.stringify(body))
    }
    for (const body of [{}, await formBody(world.slug, topic.id, { maxLearners: 0 }), await formBody(world.slug, topic.id, { languages: [] }), await formBody(world.slug, topic.id, { attendancePolicy: 'vip' }), await formBody(world.slug, topic.id, { title: 'x' })]) {
      const response = await client.post('/session').json(body).loginAs(tutor).withCsrfToken().accept('json')
      response.assertStatus(422)
    }
    assert.isNull(await TutoringSession.query().where('user_id', tutor.id).first())
  })

  test('a learner cannot create; staff can (for topics they can tutor)', async ({ client, assert }) => {
    const world = await makeWorld()
    const topic = await makeTopic((await makeCourse()).id, 'challenge')
    const learner = await client.post('/session').json(await formBody(world.slug, topic.id)).loginAs(await makeLearner()).withCsrfToken()
    learner.assertStatus(403)
    const staff = await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] })
    const ok = await client.post('/session').json(await formBody(world.slug, topic.id)).loginAs(staff).withCsrfToken().accept('json')
    ok.assertStatus(200)
    assert.isNotNull(await TutoringSession.query().where('user_id', staff.id).first())
  })

  test('duplicating prefills the form from one’s own session', async ({ client, assert }) => {
    const { session, host } = await makeSession({ maxLearners: 7, title: 'Original' })
    const response = await client.get(`/session/new?duplicate=${session.id}&topic=${session.topicId}`).withInertia().loginAs(host)
    assert.deepInclude(response.inertiaProps.values, { title: 'Original', maxLearners: 7, durationMinutes: 60, topicId: session.topicId })
    const other = await client.get(`/session/new?duplicate=${session.id}`).withInertia().loginAs(await makeTutor())
    assert.equal(other.inertiaProps.values.title, '')
  })
})

test.group('Edit and cancel', () => {
  test('edit form and update: primary host and staff only', async ({ client }) => {
    const { session } = await makeSession()
    ;(await client.get(`/session/${session.id}/edit`).withInertia()).assertStatus(401)
    ;(await client.get(`/session/${session.id}/edit`).withInertia().loginAs(await makeLearner())).assertStatus(403)
    ;(await client.get(`/session/${session.id}/edit`).withInertia().loginAs(await makeTutor())).assertStatus(403)
    ;(await client.get(`/session/${session.id}/edit`).withInertia().loginAs(await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] }))).assertStatus(200)
    const other = await client.put(`/session/${session.id}`).json({}).loginAs(await makeTutor()).withCsrfToken()
    other.assertStatus(403)
  })

  test('a time change is recorded, bumps the calendar sequence and mails registrants', async ({ client, assert }) => {
    const { session, host } = await makeSession()
    const learner = await makeLearner()
    assert.deepEqual(await registerForSession(session.id, learner.id), { ok: true })
    const edit = await client.get(`/session/${session.id}/edit`).withInertia().loginAs(host)
    const values = edit.inertiaProps.values
    const newStart = DateTime.utc().plus({ days: 4 }).set({ hour: 18, minute: 0, second: 0, millisecond: 0 })
    const response = await client
      .put(`/session/${session.id}`)
      .json({ ...values, title: 'New title', startDate: local(newStart), endDate: local(newStart.plus({ hours: 1 })) })
      .loginAs(host)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    assert.sameMembers(response.body().changed, ['title', 'startDate', 'endDate'])
    const fresh = await TutoringSession.findOrFail(session.id)
    assert.equal(fresh.title, 'New title')
    assert.equal(fresh.calendarSequence, 1)
    assert.lengthOf(fresh.changelog, 1)
    const entry = fresh.changelog[0]
    assert.equal(entry.byUserId, host.id)
    assert.deepEqual(entry.changes.title, { from: session.title, to: 'New title' })
    assert.equal(DateTime.fromISO(String(entry.changes.startDate.to)).toMillis(), newStart.toMillis())
    const mail = await waitForMail(learner.email, (text) => text.includes('New title'))
    assert.include(mail.subject, 'Updated')
  })

  test('capacity-only changes are recorded without mail; never below the registrations', async ({ client, assert }) => {
    const { session, host } = await makeSession({ maxLearners: 5 })
    const [a, b] = [await makeLearner(), await makeLearner()]
    await registerForSession(session.id, a.id)
    await registerForSession(session.id, b.id)
    const values = (await client.get(`/session/${session.id}/edit`).withInertia().loginAs(host)).inertiaProps.values
    const lower = await client.put(`/session/${session.id}`).json({ ...values, maxLearners: 1 }).loginAs(host).withCsrfToken().accept('json')
    lower.assertStatus(422)
    assert.equal(lower.body().errors[0].field, 'maxLearners')
    const ok = await client.put(`/session/${session.id}`).json({ ...values, maxLearners: 2 }).loginAs(host).withCsrfToken().accept('json')
    ok.assertStatus(200)
    const fresh = await TutoringSession.findOrFail(session.id)
    assert.equal(fresh.maxLearners, 2)
    assert.equal(fresh.calendarSequence, 0)
    assert.deepEqual(fresh.changelog[0].changes, { maxLearners: { from: 5, to: 2 } })
  })

  test('cancel: primary host only; registrants are mailed, the hook fires, registration closes', async ({ client, assert }) => {
    const { session, host } = await makeSession()
    const learner = await makeLearner()
    await registerForSession(session.id, learner.id)
    const seen: number[] = []
    registrarFor('tutoring-test').on('session.canceled', ({ sessionId }) => {
      seen.push(sessionId)
    })
    ;(await client.post(`/session/${session.id}/cancel`).json({}).loginAs(learner).withCsrfToken()).assertStatus(403)
    const response = await client.post(`/session/${session.id}/cancel`).json({ reason: 'I am ill, sorry!' }).loginAs(host).withCsrfToken().accept('json')
    response.assertStatus(200)
    const fresh = await TutoringSession.findOrFail(session.id)
    assert.isNotNull(fresh.canceledAt)
    assert.equal(fresh.cancelReason, 'I am ill, sorry!')
    assert.equal(fresh.calendarSequence, 1)
    assert.include(seen, session.id)
    const mail = await waitForMail(learner.email, (text) => text.includes('was canceled'))
    assert.include(mail.text, 'I am ill, sorry!')
    const again = await client.post(`/session/${session.id}/cancel`).json({}).loginAs(host).withCsrfToken().accept('json')
    again.assertStatus(409)
    const late = await makeLearner()
    const refused = await client.post(`/session/${session.id}/registration`).loginAs(late).withCsrfToken().accept('json')
    refused.assertStatus(409)
    assert.equal(refused.body().reason, 'This session was canceled.')
    const page = await client.get(`/session/${session.id}`).withInertia().loginAs(learner)
    assert.equal(page.inertiaProps.session.state, 'canceled')
  })

  test('an adult without a date of birth cannot see a minor tutor’s session either', async ({ client }) => {
    const { session } = await makeSession({ host: await makeUser({ birth: birthForAge(15), roles: ['approved', 'tutor'] }) })
    const noAge = await makeUser()
    await db.from('users').where('id', noAge.id).update({ date_of_birth: null })
    ;(await client.get(`/session/${session.id}`).withInertia().loginAs(noAge)).assertStatus(404)
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { SessionHost, ATTENDANCE_MESSAGES, REMOVAL_MESSAGES, attendedCountOf } from '#modules/tutoring/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makePastSession, makeSession, seatsTaken } from '../factories.js'

/*
 * The roster and removal routes (issue 11 §1): who may (visitor, a learner of another session,
 * a registrant, the primary host, a co-host, staff), what bad input answers, and the roster on
 * the session page.
 */
async function pastSessionWithCast() {
  const [registrant, otherLearner] = await Promise.all([makeLearner(), makeLearner()])
  const made = await makePastSession({ learners: [registrant], allowCohosts: true })
  const other = await makePastSession({ learners: [otherLearner] })
  const cohost = await makeTutor()
  await SessionHost.create({ userId: cohost.id, sessionId: made.session.id, role: 'co-host', attemptedHosting: false, tutoringSeconds: 0, approvedAt: DateTime.utc() })
  const staff = await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] })
  return { ...made, registrant, otherLearner, otherSession: other.session, cohost, staff }
}

const roster = (cast: Awaited<ReturnType<typeof pastSessionWithCast>>, status: 'present' | 'absent' = 'present') => ({
  learners: [{ userId: cast.registrant.id, status }],
  hosts: [
    { userId: cast.host.id, present: true },
    { userId: cast.cohost.id, present: false },
  ],
})

test.group('Attendance routes: who may (issue 11 §1)', () => {
  test('POST /session/:id/attendance: visitor 401; learner of another session, registrant, staff 403; host and co-host confirm', async ({ client, assert }) => {
    const cast = await pastSessionWithCast()
    const url = `/session/${cast.session.id}/attendance`
    ;(await client.post(url).json(roster(cast)).withCsrfToken().withInertia()).assertStatus(401)
    for (const user of [cast.otherLearner, cast.registrant, cast.staff]) {
      const response = await client.post(url).json(roster(cast)).loginAs(user).withCsrfToken().accept('json')
      response.assertStatus(403)
      assert.equal(response.body().reason, ATTENDANCE_MESSAGES.notHost)
    }
    assert.equal(await attendedCountOf(cast.registrant.id), 0)
    ;(await client.post(url).json(roster(cast)).loginAs(cast.host).withCsrfToken().accept('json')).assertStatus(200)
    assert.equal(await attendedCountOf(cast.registrant.id), 1)
    ;(await client.post(url).json(roster(cast, 'absent')).loginAs(cast.cohost).withCsrfToken().accept('json')).assertStatus(200)
    assert.equal(await attendedCountOf(cast.registrant.id), 0)
  })

  test('POST /session/:id/registrants/:userId/removal: visitor 401; learner, registrant, staff 403; host and co-host remove', async ({ client, assert }) => {
    const cast = await pastSessionWithCast()
    const second = await makeLearner()
    const upcoming = await makeSession({ allowCohosts: true, host: cast.host })
    await SessionHost.create({ userId: cast.cohost.id, sessionId: upcoming.session.id, role: 'co-host', attemptedHosting: false, tutoringSeconds: 0, approvedAt: DateTime.utc() })
    const { registerForSession } = await import('#modules/tutoring/index')
    assert.isTrue((await registerForSession(upcoming.session.id, cast.registrant.id)).ok)
    assert.isTrue((await registerForSession(upcoming.session.id, second.id)).ok)
    const url = (userId: number) => `/session/${upcoming.session.id}/registrants/${userId}/removal`
    const body = { reason: 'Shared personal contact details in chat', message: null }
    ;(await client.post(url(second.id)).json(body).withCsrfToken().withInertia()).assertStatus(401)
    for (const user of [cast.otherLearner, cast.registrant, cast.staff]) {
      const response = await client.post(url(second.id)).json(body).loginAs(user).withCsrfToken().accept('json')
      response.assertStatus(403)
      assert.equal(response.body().reason, REMOVAL_MESSAGES.notHost)
    }
    assert.equal(await seatsTaken(upcoming.session.id), 2)
    ;(await client.post(url(second.id)).json(body).loginAs(cast.cohost).withCsrfToken().accept('json')).assertStatus(200)
    ;(await client.post(url(cast.registrant.id)).json({ ...body, message: 'Please keep contact details private.' }).loginAs(cast.host).withCsrfToken().accept('json')).assertStatus(200)
    assert.equal(await seatsTaken(upcoming.session.id), 0)
    const again = await client.post(url(second.id)).json(body).loginAs(cast.host).withCsrfToken().accept('json')
    again.assertStatus(409)
    assert.equal(again.body().reason, REMOVAL_MESSAGES.notRegistered)
  })
})

test.group('Attendance routes: input (issue 11 §1; spec 001 §5.3)', () => {
  test('an excused absence needs a reason; the roster must match the registrants; bad input changes nothing', async ({ client, assert }) => {
    const cast = await pastSessionWithCast()
    const url = `/session/${cast.session.id}/attendance`
    const noReason = await client
      .post(url)
      .json({ ...roster(cast), learners: [{ userId: cast.registrant.id, status: 'excused', reason: '   ' }] })
      .loginAs(cast.host)
      .withCsrfToken()
      .accept('json')
    noReason.assertStatus(422)
    assert.include(JSON.stringify(noReason.body()), ATTENDANCE_MESSAGES.reasonRequired)
    const missing = await client.post(url).json({ ...roster(cast), learners: [] }).loginAs(cast.host).withCsrfToken().accept('json')
    missing.assertStatus(409)
    assert.equal(missing.body().reason, ATTENDANCE_MESSAGES.rosterChanged)
    const unknownStatus = await client
      .post(url)
      .json({ ...roster(cast), learners: [{ userId: cast.registrant.id, status: 'late' }] })
      .loginAs(cast.host)
      .withCsrfToken()
      .accept('json')
    unknownStatus.assertStatus(422)
    assert.isNull((await db.from('tutoring_sessions').where('id', cast.session.id).first()).attendance_confirmed_at)
  })

  test('a removal needs a reason (the message is optional)', async ({ client, assert }) => {
    const learner = await makeLearner()
    const { session, host } = await makeSession()
    const { registerForSession } = await import('#modules/tutoring/index')
    await registerForSession(session.id, learner.id)
    const response = await client.post(`/session/${session.id}/registrants/${learner.id}/removal`).json({ reason: ' ' }).loginAs(host).withCsrfToken().accept('json')
    response.assertStatus(422)
    assert.include(JSON.stringify(response.body()), REMOVAL_MESSAGES.reasonRequired)
    assert.equal(await seatsTaken(session.id), 1)
  })
})

test.group('The roster on the session page (issue 11 §1)', () => {
  test('hosts see it prefilled after the start; staff read-only; learners never; before the start the registrants list', async ({ client, assert }) => {
    const cast = await pastSessionWithCast()
    await db.table('session_attendees').insert({
      session_id: cast.session.id,
      user_id: cast.registrant.id,
      role: 'learner',
      joined_at: DateTime.utc().minus({ minutes: 110 }).toFormat('yyyy-MM-dd HH:mm:ss'),
      created_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss'),
    })
    const asHost = await client.get(`/session/${cast.session.id}`).loginAs(cast.host).withInertia()
    asHost.assertStatus(200)
    const props = asHost.inertiaProps
    assert.isNull(props.registrants)
    assert.isTrue(props.roster.canConfirm)
    assert.deepEqual(
      props.roster.learners.map((l: any) => [l.userId, l.status]),
      [[cast.registrant.id, 'present']]
    )
    assert.deepEqual(
      props.roster.hosts.map((h: any) => [h.userId, h.present]),
      [
        [cast.host.id, false],
        [cast.cohost.id, false],
      ]
    )
    assert.isTrue(props.viewer.canRemoveLearners)
    const asStaff = await client.get(`/session/${cast.session.id}`).loginAs(cast.staff).withInertia()
    assert.isFalse(asStaff.inertiaProps.roster.canConfirm)
    assert.isFalse(asStaff.inertiaProps.viewer.canRemoveLearners)
    const asLearner = await client.get(`/session/${cast.session.id}`).loginAs(cast.registrant).withInertia()
    assert.isNull(asLearner.inertiaProps.roster)
    assert.isNull(asLearner.inertiaProps.registrants)
    const upcoming = await makeSession({ host: cast.host })
    const before = await client.get(`/session/${upcoming.session.id}`).loginAs(cast.host).withInertia()
    assert.isNull(before.inertiaProps.roster)
    assert.deepEqual(before.inertiaProps.registrants, [])
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DROP_IN_MESSAGES, REGISTRATION_MESSAGES, TutoringSession, cancelSession, dropInToSession } from '#modules/tutoring/index'
import { makeLearner, makeTutor, resetRateLimits } from '#tests/helpers/users'
import { makeStudySpace, writtenFor } from '../factories.js'

const join = (id: number) => `/study-spaces/${id}/join`

/*
 * Dropping in to a study space (issue 18 §3: "join without registering ahead; capacity still
 * holds"; spec 001 §3.3 session_registration.type includes dropin; spec 002 §9 "Registration types
 * 'dropin'").
 */
test.group('Study spaces: drop in', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a drop-in writes a dropin registration, takes a seat, records the arrival and answers the room', async ({ client, assert }) => {
    const { session } = await makeStudySpace()
    const learner = await makeLearner()
    const response = await client.post(join(session.id)).loginAs(learner).withCsrfToken().accept('json')
    response.assertStatus(200)
    assert.equal(response.body().url, session.meetingUrl)
    const written = await writtenFor(session.id, learner.id)
    assert.lengthOf(written.registrations, 1)
    assert.equal(written.registrations[0].type, 'dropin')
    assert.isTrue(Boolean(written.registrations[0].attempted_joining))
    assert.lengthOf(written.attendees, 1)
    assert.equal(written.attendees[0].role, 'learner')
    assert.equal(written.seatsTaken, 1)
  })

  test('an Inertia visit is sent to the room with X-Inertia-Location', async ({ client, assert }) => {
    const { session } = await makeStudySpace()
    const response = await client.post(join(session.id)).loginAs(await makeLearner()).withCsrfToken().withInertia()
    response.assertStatus(409)
    assert.equal(response.header('x-inertia-location'), session.meetingUrl)
  })

  test('joining twice does not duplicate the registration, the seat or the arrival', async ({ client, assert }) => {
    const { session } = await makeStudySpace()
    const learner = await makeLearner()
    ;(await client.post(join(session.id)).loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
    const again = await client.post(join(session.id)).loginAs(learner).withCsrfToken().accept('json')
    again.assertStatus(200)
    assert.equal(again.body().url, session.meetingUrl)
    const written = await writtenFor(session.id, learner.id)
    assert.lengthOf(written.registrations, 1)
    assert.lengthOf(written.attendees, 1)
    assert.equal(written.seatsTaken, 1)
  })

  test('the last seat taken: "This study space is full." and nothing written', async ({ client, assert }) => {
    const { session } = await makeStudySpace({ maxLearners: 1 })
    ;(await client.post(join(session.id)).loginAs(await makeLearner()).withCsrfToken().accept('json')).assertStatus(200)
    const late = await makeLearner()
    const refused = await client.post(join(session.id)).loginAs(late).withCsrfToken().accept('json')
    refused.assertStatus(409)
    assert.equal(refused.body().reason, 'This study space is full.')
    const written = await writtenFor(session.id, late.id)
    assert.lengthOf(written.registrations, 0)
    assert.lengthOf(written.attendees, 0)
    assert.equal(written.seatsTaken, 1)
    // A page visit gets the same sentence as a toast, back on /study-spaces.
    const page = await client.post(join(session.id)).loginAs(late).withCsrfToken().withInertia().redirects(0)
    page.assertStatus(302)
    assert.equal(page.header('location'), '/study-spaces')
    page.assertFlashMessage('error', 'This study space is full.')
  })

  test('concurrent drop-ins never take more seats than the space has', async ({ assert }) => {
    const { session } = await makeStudySpace({ maxLearners: 2 })
    const learners = await Promise.all([1, 2, 3, 4, 5].map(() => makeLearner()))
    const outcomes = await Promise.all(learners.map((learner) => dropInToSession(session.id, learner.id)))
    assert.equal(outcomes.filter((o) => o.ok).length, 2)
    assert.deepEqual(
      outcomes.filter((o) => !o.ok).map((o) => (o.ok ? '' : o.reason)),
      [DROP_IN_MESSAGES.full, DROP_IN_MESSAGES.full, DROP_IN_MESSAGES.full]
    )
    const rows = await db.from('session_registrations').where('session_id', session.id).whereNull('deleted_at')
    assert.lengthOf(rows, 2)
    assert.equal((await TutoringSession.findOrFail(session.id)).seatsTaken, 2)
  })

  test('a space not live yet cannot be joined (it opens 10 minutes before the start); then it can', async ({ client, assert }) => {
    const later = await makeStudySpace({ startInMinutes: 60 })
    const learner = await makeLearner()
    const early = await client.post(join(later.session.id)).loginAs(learner).withCsrfToken().accept('json')
    early.assertStatus(409)
    assert.equal(early.body().reason, DROP_IN_MESSAGES.notOpenYet)
    const written = await writtenFor(later.session.id, learner.id)
    assert.lengthOf(written.registrations, 0)
    assert.equal(written.seatsTaken, 0)
    const soon = await makeStudySpace({ startInMinutes: 8 })
    ;(await client.post(join(soon.session.id)).loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
  })

  test('a canceled space, or one that ended, refuses and writes nothing', async ({ client, assert }) => {
    const { session, host } = await makeStudySpace({ startInMinutes: 30 })
    assert.isTrue((await cancelSession(session.id, host.id, 'Host is ill')).ok)
    const learner = await makeLearner()
    const canceled = await client.post(join(session.id)).loginAs(learner).withCsrfToken().accept('json')
    canceled.assertStatus(409)
    assert.equal(canceled.body().reason, DROP_IN_MESSAGES.canceled)
    assert.lengthOf((await writtenFor(session.id, learner.id)).registrations, 0)
    const ended = await makeStudySpace({ startInMinutes: -120, minutes: 60 })
    const over = await client.post(join(ended.session.id)).loginAs(learner).withCsrfToken().accept('json')
    over.assertStatus(409)
    assert.equal(over.body().reason, DROP_IN_MESSAGES.ended)
    assert.lengthOf((await writtenFor(ended.session.id, learner.id)).registrations, 0)
  })

  test('a session that is not a study space is not found here; a study space takes no registration ahead', async ({ client, assert }) => {
    const plain = await makeStudySpace({ format: 'group' })
    const learner = await makeLearner()
    const response = await client.post(join(plain.session.id)).loginAs(learner).withCsrfToken().accept('json')
    response.assertStatus(404)
    assert.equal(response.body().reason, REGISTRATION_MESSAGES.notFound)
    assert.lengthOf((await writtenFor(plain.session.id, learner.id)).registrations, 0)
    const ahead = await makeStudySpace({ startInMinutes: 120 })
    const registered = await client.post(`/session/${ahead.session.id}/registration`).loginAs(learner).withCsrfToken().accept('json')
    registered.assertStatus(409)
    assert.equal(registered.body().reason, DROP_IN_MESSAGES.registerAhead)
    assert.lengthOf((await writtenFor(ahead.session.id, learner.id)).registrations, 0)
  })

  test('the session page of a study space offers no registration ahead', async ({ client, assert }) => {
    const { session } = await makeStudySpace({ startInMinutes: 120 })
    const page = await client.get(`/session/${session.id}`).withInertia().loginAs(await makeLearner())
    page.assertStatus(200)
    assert.equal(page.inertiaProps.session.format, 'study-space')
    assert.isFalse(page.inertiaProps.viewer.canRegister)
  })

  test('the host enters as host: no registration, no seat', async ({ client, assert }) => {
    const { session, host } = await makeStudySpace()
    const response = await client.post(join(session.id)).loginAs(host).withCsrfToken().accept('json')
    response.assertStatus(200)
    assert.equal(response.body().url, session.meetingUrl)
    const written = await writtenFor(session.id, host.id)
    assert.lengthOf(written.registrations, 0)
    assert.equal(written.seatsTaken, 0)
    assert.equal(written.attendees[0]?.role, 'host')
    const hostRow = await db.from('session_hosts').where('session_id', session.id).where('user_id', host.id).first()
    assert.isTrue(Boolean(hostRow.attempted_hosting))
  })

  test('a learner who unregistered comes back on the same row as a drop-in; a removed one stays out', async ({ assert }) => {
    const { session } = await makeStudySpace()
    const learner = await makeLearner()
    assert.isTrue((await dropInToSession(session.id, learner.id)).ok)
    await db.from('session_registrations').where('session_id', session.id).where('user_id', learner.id).update({ deleted_at: db.raw('CURRENT_TIMESTAMP') })
    await db.from('tutoring_sessions').where('id', session.id).update({ seats_taken: 0 })
    assert.isTrue((await dropInToSession(session.id, learner.id)).ok)
    const rows = await db.from('session_registrations').where('session_id', session.id).where('user_id', learner.id)
    assert.lengthOf(rows, 1)
    assert.isNull(rows[0].deleted_at)
    assert.equal(rows[0].type, 'dropin')

    const removed = await makeLearner()
    assert.isTrue((await dropInToSession(session.id, removed.id)).ok)
    await db
      .from('session_registrations')
      .where('session_id', session.id)
      .where('user_id', removed.id)
      .update({ deleted_at: db.raw('CURRENT_TIMESTAMP'), deleted_source: 'host-removal', deleted_reason: 'test' })
    const seats = (await TutoringSession.findOrFail(session.id)).seatsTaken
    assert.deepEqual(await dropInToSession(session.id, removed.id), { ok: false, reason: REGISTRATION_MESSAGES.removed })
    assert.equal((await TutoringSession.findOrFail(session.id)).seatsTaken, seats)
  })

  test('another tutor drops in like a learner', async ({ assert }) => {
    const { session } = await makeStudySpace()
    const tutor = await makeTutor()
    const outcome = await dropInToSession(session.id, tutor.id)
    assert.isTrue(outcome.ok)
    const written = await writtenFor(session.id, tutor.id)
    assert.equal(written.registrations[0]?.type, 'dropin')
  })
})

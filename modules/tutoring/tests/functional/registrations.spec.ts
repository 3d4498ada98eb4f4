import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { registrarFor } from '#kernel/hooks'
import { registerForSession, unregisterFromSession, REGISTRATION_MESSAGES, TutoringSession } from '#modules/tutoring/index'
import { sessionReminderJob } from '#modules/tutoring/jobs/session_jobs'
import { capturedMail } from '#app/support/mail/log_transport'
import { birthForAge, makeLearner, makeUser, waitForMail } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { makeSession, setTimes, seatsTaken, liveRegistrations } from '../factories.js'

/*
 * Register / unregister (spec 001 §4.3, §5.4) through the routes and the action; the
 * session.registration.created hook; reminders (delayed, idempotent jobs).
 */
test.group('Registration routes', () => {
  test('visitor 401; an unverified account is blocked; a learner registers and unregisters', async ({ client, assert }) => {
    const { session } = await makeSession()
    ;(await client.post(`/session/${session.id}/registration`).withCsrfToken().withInertia()).assertStatus(401)
    const unverified = await makeUser({ verified: false, onboarded: false })
    ;(await client.post(`/session/${session.id}/registration`).loginAs(unverified).withCsrfToken().withInertia()).assertStatus(403)
    const learner = await makeLearner()
    const ok = await client.post(`/session/${session.id}/registration`).loginAs(learner).withCsrfToken().accept('json')
    ok.assertStatus(200)
    assert.equal(await seatsTaken(session.id), 1)
    const twice = await client.post(`/session/${session.id}/registration`).loginAs(learner).withCsrfToken().accept('json')
    twice.assertStatus(409)
    assert.equal(twice.body().reason, REGISTRATION_MESSAGES.alreadyRegistered)
    const off = await client.delete(`/session/${session.id}/registration`).loginAs(learner).withCsrfToken().accept('json')
    off.assertStatus(200)
    assert.equal(await seatsTaken(session.id), 0)
    assert.equal(await liveRegistrations(session.id), 0)
    const offAgain = await client.delete(`/session/${session.id}/registration`).loginAs(learner).withCsrfToken().accept('json')
    offAgain.assertStatus(409)
    assert.equal(offAgain.body().reason, REGISTRATION_MESSAGES.notRegistered)
    // Registering again restores the same row (one row per session and person).
    ;(await client.post(`/session/${session.id}/registration`).loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
    const rows = await db.from('session_registrations').where('session_id', session.id).where('user_id', learner.id)
    assert.lengthOf(rows, 1)
    assert.isNull(rows[0].deleted_at)
  })

  test('Inertia clients are sent back to the page with a flash message', async ({ client, assert }) => {
    const { session } = await makeSession({ maxLearners: 1 })
    await registerForSession(session.id, (await makeLearner()).id)
    const response = await client.post(`/session/${session.id}/registration`).loginAs(await makeLearner()).withCsrfToken().withInertia().redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/session/${session.id}`)
    response.assertFlashMessage('error', REGISTRATION_MESSAGES.full)
  })

  test('hosts cannot register; a session that started or is invisible refuses', async ({ client, assert }) => {
    const { session, host } = await makeSession()
    const asHost = await client.post(`/session/${session.id}/registration`).loginAs(host).withCsrfToken().accept('json')
    asHost.assertStatus(409)
    assert.equal(asHost.body().reason, REGISTRATION_MESSAGES.isHost)
    const started = await makeSession()
    await setTimes(started.session.id, { start_date: DateTime.utc().minus({ minutes: 5 }), end_date: DateTime.utc().plus({ minutes: 55 }) })
    const late = await client.post(`/session/${started.session.id}/registration`).loginAs(await makeLearner()).withCsrfToken().accept('json')
    late.assertStatus(409)
    assert.equal(late.body().reason, REGISTRATION_MESSAGES.closed)
    const minorHosted = await makeSession({ host: await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] }) })
    const adult = await client.post(`/session/${minorHosted.session.id}/registration`).loginAs(await makeUser({ birth: birthForAge(25) })).withCsrfToken().accept('json')
    adult.assertStatus(404)
    ;(await client.post('/session/99999999/registration').loginAs(await makeLearner()).withCsrfToken().accept('json')).assertStatus(404)
    const suspended = await makeLearner(['blocked'])
    assert.deepEqual(await registerForSession(session.id, suspended.id), { ok: false, reason: REGISTRATION_MESSAGES.account })
  })

  test('unregistering after the start is refused and keeps the seat', async ({ assert }) => {
    const { session } = await makeSession()
    const learner = await makeLearner()
    await registerForSession(session.id, learner.id)
    await setTimes(session.id, { start_date: DateTime.utc().minus({ minutes: 1 }), end_date: DateTime.utc().plus({ minutes: 59 }) })
    assert.deepEqual(await unregisterFromSession(session.id, learner.id), { ok: false, reason: REGISTRATION_MESSAGES.unregisterClosed })
    assert.equal(await seatsTaken(session.id), 1)
  })

  test('registration emits session.registration.created (after the commit)', async ({ assert }) => {
    const { session } = await makeSession()
    const learner = await makeLearner()
    const seen: Array<{ sessionId: number; userId: number; committed: number }> = []
    registrarFor('tutoring-test').on('session.registration.created', async (payload) => {
      if (payload.sessionId !== session.id) return
      seen.push({ ...payload, committed: await liveRegistrations(session.id) })
    })
    await registerForSession(session.id, learner.id)
    await eventually(() => seen.length > 0, 'session.registration.created')
    assert.deepEqual(seen, [{ sessionId: session.id, userId: learner.id, committed: 1 }])
  })
})

test.group('Reminders (delayed, idempotent)', () => {
  test('sent once to a registrant; not after unregistering, canceling, a time change, or with reminders off', async ({ assert }) => {
    const { session } = await makeSession({ startInMinutes: 50 })
    const learner = await makeLearner()
    await registerForSession(session.id, learner.id)
    const payload = { sessionId: session.id, userId: learner.id, sequence: 0 }
    await sessionReminderJob.handle(payload)
    await sessionReminderJob.handle(payload)
    const mail = await waitForMail(learner.email, (text) => text.includes('starts in about an hour'))
    assert.include(mail.subject, session.title)
    await new Promise((r) => setTimeout(r, 300))
    assert.lengthOf(capturedMail.to(learner.email).filter((m) => m.subject.startsWith('Starting soon')), 1)

    // A stale sequence does nothing.
    const other = await makeLearner()
    await registerForSession(session.id, other.id)
    await sessionReminderJob.handle({ sessionId: session.id, userId: other.id, sequence: 7 })
    // Unregistered: nothing.
    const gone = await makeLearner()
    await sessionReminderJob.handle({ sessionId: session.id, userId: gone.id, sequence: 0 })
    // Reminders off: nothing.
    const quiet = await makeLearner()
    await db.from('users').where('id', quiet.id).update({ notification_settings: JSON.stringify({ sessionReminders: false }) })
    await registerForSession(session.id, quiet.id)
    await sessionReminderJob.handle({ sessionId: session.id, userId: quiet.id, sequence: 0 })
    // Too early (the job fired long before the hour): nothing.
    const far = await makeSession({ startInMinutes: 24 * 60 })
    await registerForSession(far.session.id, other.id)
    await sessionReminderJob.handle({ sessionId: far.session.id, userId: other.id, sequence: 0 })
    await new Promise((r) => setTimeout(r, 300))
    assert.lengthOf(capturedMail.to(other.email), 0)
    assert.lengthOf(capturedMail.to(gone.email), 0)
    assert.lengthOf(capturedMail.to(quiet.email), 0)
  })

  test('the job id follows reminder.<session>.<user>.<sequence>', async ({ assert }) => {
    const { reminderJobId } = await import('#modules/tutoring/jobs/session_jobs')
    assert.equal(reminderJobId({ sessionId: 3, userId: 4, sequence: 2 }), 'reminder.3.4.2')
    const session = await TutoringSession.query().orderBy('id', 'desc').firstOrFail()
    assert.isNumber(session.calendarSequence)
  })
})

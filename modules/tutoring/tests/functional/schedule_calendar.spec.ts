import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { pastSessionsFor, registerForSession, unregisterFromSession, upcomingSessionsFor, cancelSession, updateSession } from '#modules/tutoring/index'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { makeSession, setTimes } from '../factories.js'

/*
 * /schedule?show=past|upcoming (spec 000 §2.2) and the private calendar feed (issue "Kernel"
 * §2: stable UIDs, SEQUENCE bumped on change, cancellations as cancelled events, a revocable
 * secret URL).
 */
test.group('Schedule', () => {
  test('visitor 401; a learner sees upcoming and past sessions; a tutor sees the ones they host', async ({ client, assert }) => {
    ;(await client.get('/schedule').withInertia()).assertStatus(401)
    const learner = await makeLearner()
    const tutor = await makeTutor()
    const soon = await makeSession({ host: tutor, startInMinutes: 60 * 24 })
    const later = await makeSession({ startInMinutes: 60 * 48 })
    const past = await makeSession()
    for (const s of [soon, later, past]) assert.deepEqual(await registerForSession(s.session.id, learner.id), { ok: true })
    await setTimes(past.session.id, { start_date: DateTime.utc().minus({ days: 2 }), end_date: DateTime.utc().minus({ days: 2 }).plus({ hours: 1 }) })
    const canceled = await makeSession({ startInMinutes: 60 * 72 })
    await registerForSession(canceled.session.id, learner.id)
    await cancelSession(canceled.session.id, canceled.host.id, null)

    const upcoming = await client.get('/schedule').withInertia().loginAs(learner)
    upcoming.assertInertiaComponent('tutoring/schedule')
    assert.deepEqual(upcoming.inertiaProps.sessions.map((s: any) => s.id), [soon.session.id, later.session.id, canceled.session.id])
    assert.deepEqual(upcoming.inertiaProps.sessions.map((s: any) => s.role), ['learner', 'learner', 'learner'])
    assert.isTrue(upcoming.inertiaProps.sessions[2].canceled)
    const pastPage = await client.get('/schedule?show=past').withInertia().loginAs(learner)
    assert.equal(pastPage.inertiaProps.show, 'past')
    assert.deepEqual(pastPage.inertiaProps.sessions.map((s: any) => s.id), [past.session.id])

    const hosting = await client.get('/schedule').withInertia().loginAs(tutor)
    assert.deepEqual(hosting.inertiaProps.sessions.map((s: any) => [s.id, s.role]), [[soon.session.id, 'main']])

    assert.deepEqual((await upcomingSessionsFor(learner.id)).map((s) => s.id), [soon.session.id, later.session.id, canceled.session.id])
    assert.deepEqual((await pastSessionsFor(learner.id)).map((s) => s.id), [past.session.id])
    assert.deepEqual((await upcomingSessionsFor(tutor.id, { limit: 5 })).map((s) => s.role), ['main'])
  })

  test('an unregistered session leaves the schedule', async ({ assert }) => {
    const learner = await makeLearner()
    const { session } = await makeSession()
    await registerForSession(session.id, learner.id)
    await unregisterFromSession(session.id, learner.id)
    assert.deepEqual(await upcomingSessionsFor(learner.id), [])
  })
})

function events(ics: string) {
  return ics
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => {
      const get = (key: string) => block.match(new RegExp(`\\r?\\n${key}[^:]*:(.*)`))?.[1]?.trim() ?? null
      return { uid: get('UID'), sequence: Number(get('SEQUENCE') ?? '0'), status: get('STATUS'), summary: get('SUMMARY'), start: get('DTSTART') }
    })
}

test.group('Calendar feed', () => {
  test('settings page: visitor 401; a member turns the feed on, sees the URL, rotates and revokes it', async ({ client, assert }) => {
    ;(await client.get('/settings/calendar').withInertia()).assertStatus(401)
    ;(await client.post('/settings/calendar').withCsrfToken().withInertia()).assertStatus(401)
    const learner = await makeLearner()
    const empty = await client.get('/settings/calendar').withInertia().loginAs(learner)
    empty.assertInertiaComponent('tutoring/calendar')
    assert.isNull(empty.inertiaProps.feed)
    const created = await client.post('/settings/calendar').loginAs(learner).withCsrfToken().accept('json')
    created.assertStatus(200)
    const url = new URL(created.body().feedUrl)
    assert.match(url.pathname, /^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    const shown = await client.get('/settings/calendar').withInertia().loginAs(learner)
    assert.equal(shown.inertiaProps.feed.url, created.body().feedUrl)
    const feed = await client.get(url.pathname)
    feed.assertStatus(200)
    assert.include(feed.header('content-type'), 'text/calendar')
    assert.include(feed.text(), 'BEGIN:VCALENDAR')

    const rotated = await client.post('/settings/calendar').loginAs(learner).withCsrfToken().accept('json')
    const next = new URL(rotated.body().feedUrl).pathname
    assert.notEqual(next, url.pathname)
    ;(await client.get(url.pathname)).assertStatus(404)
    ;(await client.get(next)).assertStatus(200)
    ;(await client.delete('/settings/calendar').loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
    ;(await client.get(next)).assertStatus(404)
    ;(await client.get('/calendar/not-a-real-token-at-all-000000000000000000000.ics')).assertStatus(404)
  })

  test('events: stable UID, SEQUENCE bumped on change, cancelled events, hosts included', async ({ client, assert }) => {
    const learner = await makeLearner()
    const tutor = await makeTutor()
    const a = await makeSession({ title: 'Alpha session' })
    const b = await makeSession({ title: 'Beta session' })
    const c = await makeSession({ title: 'Gamma session' })
    const hosted = await makeSession({ host: tutor, title: 'Hosted session' })
    for (const s of [a, b, c]) await registerForSession(s.session.id, learner.id)
    const token = new URL((await client.post('/settings/calendar').loginAs(learner).withCsrfToken().accept('json')).body().feedUrl).pathname

    let list = events((await client.get(token)).text())
    assert.sameMembers(list.map((e) => e.uid!), [a, b, c].map((s) => `tutoring-session-${s.session.id}@peerhaven`))
    assert.isTrue(list.every((e) => e.sequence === 0 && e.status === 'CONFIRMED'))

    const start = DateTime.utc().plus({ days: 5 }).startOf('hour')
    assert.isTrue((await updateSession(a.session.id, a.host.id, { startDate: start, endDate: start.plus({ hours: 1 }) })).ok)
    await cancelSession(b.session.id, b.host.id, 'Sorry')
    await unregisterFromSession(c.session.id, learner.id)

    list = events((await client.get(token)).text())
    const byUid = Object.fromEntries(list.map((e) => [e.uid, e]))
    const ea = byUid[`tutoring-session-${a.session.id}@peerhaven`]
    assert.equal(ea.sequence, 1)
    assert.equal(ea.status, 'CONFIRMED')
    assert.equal(ea.start, start.toFormat("yyyyMMdd'T'HHmmss'Z'"))
    const eb = byUid[`tutoring-session-${b.session.id}@peerhaven`]
    assert.equal(eb.status, 'CANCELLED')
    assert.equal(eb.sequence, 1)
    const ec = byUid[`tutoring-session-${c.session.id}@peerhaven`]
    assert.equal(ec.status, 'CANCELLED')
    assert.equal(ec.sequence, 1)

    const tutorFeed = new URL((await client.post('/settings/calendar').loginAs(tutor).withCsrfToken().accept('json')).body().feedUrl).pathname
    const tutorEvents = events((await client.get(tutorFeed)).text())
    assert.deepEqual(tutorEvents.map((e) => e.uid), [`tutoring-session-${hosted.session.id}@peerhaven`])
    // The meeting room is never in the feed.
    assert.notInclude((await client.get(tutorFeed)).text(), 'meet.jit.si')
    const row = await db.from('calendar_feeds').where('user_id', tutor.id).whereNull('revoked_at').first()
    assert.lengthOf(row.token, 43)

  })
})

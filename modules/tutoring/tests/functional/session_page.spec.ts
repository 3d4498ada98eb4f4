import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { registerForSession, requestCohost, approveCohost } from '#modules/tutoring/index'
import { makeUser, makeLearner, makeTutor, birthForAge } from '#tests/helpers/users'
import { makeWorld, makeMember } from '#modules/worlds/tests/factories'
import { makeSession, setTimes } from '../factories.js'

/*
 * /session/{id} (spec 000 §2.2): details, hosts list (spec 000 §2.5, spec 002 §9), seats left,
 * register/unregister, join link from 10 minutes before the start; viewing rule spec 000 §6.4.
 */
test.group('Session page', () => {
  test('a visitor sees a public session’s details and a sign-in prompt; no join link, no registrants', async ({ client, assert }) => {
    const { session, host } = await makeSession({ maxLearners: 8 })
    const response = await client.get(`/session/${session.id}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('tutoring/session')
    const props = response.inertiaProps
    assert.equal(props.session.title, session.title)
    assert.equal(props.session.seatsLeft, 8)
    assert.equal(props.session.state, 'upcoming')
    assert.equal(props.hosts.summary.label, host.name)
    assert.isFalse(props.viewer.signedIn)
    assert.isFalse(props.viewer.canRegister)
    assert.isFalse(props.viewer.canJoin)
    assert.isNull(props.registrants)
    assert.deepEqual(props.changelog, [])
    assert.notInclude(JSON.stringify(props), 'meet.jit.si')
  })

  test('a learner can register; after registering the page shows it and one seat less', async ({ client, assert }) => {
    const { session } = await makeSession({ maxLearners: 3 })
    const learner = await makeLearner()
    const before = await client.get(`/session/${session.id}`).withInertia().loginAs(learner)
    assert.isTrue(before.inertiaProps.viewer.canRegister)
    const post = await client.post(`/session/${session.id}/registration`).loginAs(learner).withCsrfToken().redirects(0)
    post.assertStatus(302)
    assert.equal(post.header('location'), `/session/${session.id}`)
    const after = await client.get(`/session/${session.id}`).withInertia().loginAs(learner)
    assert.isTrue(after.inertiaProps.viewer.registered)
    assert.isTrue(after.inertiaProps.viewer.canUnregister)
    assert.equal(after.inertiaProps.session.seatsLeft, 2)
  })

  test('hosts see registrants; the hosts list shows 2 avatars and "and N others"', async ({ client, assert }) => {
    const { session, host } = await makeSession({ allowCohosts: true })
    const cohosts = [await makeTutor(), await makeTutor(), await makeTutor()]
    for (const c of cohosts) {
      assert.deepEqual(await requestCohost(session.id, c.id, null), { ok: true })
      const row = await db.from('session_hosts').where('session_id', session.id).where('user_id', c.id).first()
      assert.deepEqual(await approveCohost(session.id, row.id), { ok: true })
    }
    const learner = await makeLearner()
    await registerForSession(session.id, learner.id)
    const response = await client.get(`/session/${session.id}`).withInertia().loginAs(host)
    const { hosts, registrants, viewer } = response.inertiaProps
    assert.lengthOf(hosts.summary.avatars, 2)
    assert.equal(hosts.summary.avatars[0].userId, host.id)
    assert.equal(hosts.summary.others, 2)
    assert.match(hosts.summary.label, / and 2 others$/)
    assert.lengthOf(hosts.approved, 4)
    assert.equal(hosts.approved[0].role, 'main')
    assert.deepEqual(registrants.map((r: any) => r.userId), [learner.id])
    assert.isTrue(viewer.isMainHost)
    assert.isTrue(viewer.canManage)
    // A learner sees the hosts but not the registrants.
    const asLearner = await client.get(`/session/${session.id}`).withInertia().loginAs(learner)
    assert.isNull(asLearner.inertiaProps.registrants)
    assert.lengthOf(asLearner.inertiaProps.hosts.approved, 4)
    assert.deepEqual(asLearner.inertiaProps.hosts.pending, [])
  })

  test('404 for a session the viewer may not see; staff and approved hosts are bypassed', async ({ client }) => {
    const world = await makeWorld('membership')
    const { session, host } = await makeSession({ worldId: world.id })
    ;(await client.get(`/session/${session.id}`).withInertia()).assertStatus(404)
    ;(await client.get(`/session/${session.id}`).withInertia().loginAs(await makeLearner())).assertStatus(404)
    ;(await client.get(`/session/${session.id}`).withInertia().loginAs(await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] }))).assertStatus(200)
    ;(await client.get(`/session/${session.id}`).withInertia().loginAs(host)).assertStatus(200)
    const member = await makeLearner()
    await makeMember(member.id, world.id)
    ;(await client.get(`/session/${session.id}`).withInertia().loginAs(member)).assertStatus(200)
    ;(await client.get('/session/999999999').withInertia()).assertStatus(404)
    ;(await client.get('/session/abc').withInertia()).assertStatus(404)
  })

  test('bucket rule on the page: an adult learner cannot open a minor tutor’s session', async ({ client }) => {
    const { session } = await makeSession({ host: await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] }) })
    ;(await client.get(`/session/${session.id}`).withInertia().loginAs(await makeUser({ birth: birthForAge(20) }))).assertStatus(404)
    ;(await client.get(`/session/${session.id}`).withInertia().loginAs(await makeUser({ birth: birthForAge(13) }))).assertStatus(200)
    ;(await client.get(`/session/${session.id}`).withInertia()).assertStatus(404)
  })
})

test.group('Join link (from 10 minutes before the start)', () => {
  test('registrants: closed before the window, a redirect to the room inside it', async ({ client, assert }) => {
    const { session } = await makeSession({ startInMinutes: 30 })
    const learner = await makeLearner()
    assert.deepEqual(await registerForSession(session.id, learner.id), { ok: true })
    const early = await client.get(`/session/${session.id}/join`).loginAs(learner).redirects(0)
    early.assertStatus(302)
    assert.equal(early.header('location'), `/session/${session.id}`)
    const page = await client.get(`/session/${session.id}`).withInertia().loginAs(learner)
    assert.isFalse(page.inertiaProps.viewer.canJoin)

    await setTimes(session.id, { start_date: DateTime.utc().plus({ minutes: 9 }), end_date: DateTime.utc().plus({ minutes: 69 }) })
    const open = await client.get(`/session/${session.id}`).withInertia().loginAs(learner)
    assert.isTrue(open.inertiaProps.viewer.canJoin)
    const join = await client.get(`/session/${session.id}/join`).loginAs(learner).redirects(0)
    join.assertStatus(302)
    assert.match(join.header('location') ?? '', new RegExp(`^https://meet\\.jit\\.si/Peerhaven-${session.id}-`))
    const row = await db.from('session_registrations').where('session_id', session.id).where('user_id', learner.id).first()
    assert.isTrue(Boolean(row.attempted_joining))
  })

  test('the host joining records attempted hosting; others cannot join', async ({ client, assert }) => {
    const { session, host } = await makeSession({ startInMinutes: 5 })
    const join = await client.get(`/session/${session.id}/join`).loginAs(host).redirects(0)
    assert.match(join.header('location') ?? '', /^https:\/\/meet\.jit\.si\//)
    const row = await db.from('tutoring_sessions').where('id', session.id).first()
    assert.isTrue(Boolean(row.attempted_hosting))
    const stranger = await client.get(`/session/${session.id}/join`).loginAs(await makeLearner()).accept('json')
    stranger.assertStatus(403)
    const visitor = await client.get(`/session/${session.id}/join`).withInertia()
    visitor.assertStatus(401)
  })
})

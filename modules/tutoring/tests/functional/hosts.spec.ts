import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { HOST_MESSAGES, registerForSession } from '#modules/tutoring/index'
import { birthForAge, makeLearner, makeTutor, makeUser, waitForMail } from '#tests/helpers/users'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeSession } from '../factories.js'

/*
 * Co-hosts (spec 000 §6.4, spec 001 §5.4, spec 002 §5–6): requests when allow_cohosts is set;
 * only the primary host approves and removes co-hosts, never themselves, with an optional message.
 */
async function hostRow(sessionId: number, userId: number) {
  return db.from('session_hosts').where('session_id', sessionId).where('user_id', userId).whereNull('deleted_at').first()
}

test.group('Co-hosts', () => {
  test('request: visitor 401, learner 403, tutor ok (with message), twice refused, not when co-hosts are off', async ({ client, assert }) => {
    const { session } = await makeSession({ allowCohosts: true })
    ;(await client.post(`/session/${session.id}/cohosts`).json({}).withCsrfToken().withInertia()).assertStatus(401)
    const learner = await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(await makeLearner()).withCsrfToken().accept('json')
    learner.assertStatus(403)
    assert.equal(learner.body().reason, HOST_MESSAGES.notTutor)
    const tutor = await makeTutor()
    const ok = await client.post(`/session/${session.id}/cohosts`).json({ message: 'I teach this weekly.' }).loginAs(tutor).withCsrfToken().accept('json')
    ok.assertStatus(200)
    const row = await hostRow(session.id, tutor.id)
    assert.equal(row.role, 'co-host')
    assert.isNull(row.approved_at)
    assert.equal(row.request_message, 'I teach this weekly.')
    const twice = await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(tutor).withCsrfToken().accept('json')
    twice.assertStatus(409)
    const closed = await makeSession({ allowCohosts: false })
    const off = await client.post(`/session/${closed.session.id}/cohosts`).json({}).loginAs(tutor).withCsrfToken().accept('json')
    off.assertStatus(409)
    assert.equal(off.body().reason, HOST_MESSAGES.cohostsNotAllowed)
    const bad = await client.post(`/session/${session.id}/cohosts`).json({ message: 'x'.repeat(501) }).loginAs(await makeTutor()).withCsrfToken().accept('json')
    bad.assertStatus(422)
  })

  test('a tutor who cannot tutor the topic cannot co-host; a registered learner-tutor must unregister first', async ({ client, assert }) => {
    const locked = await makeTopic((await makeCourse()).id, 'unit')
    const { session } = await makeSession({ allowCohosts: true, topicId: locked.id })
    const response = await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(await makeTutor()).withCsrfToken().accept('json')
    response.assertStatus(403)
    const open = await makeSession({ allowCohosts: true })
    const tutor = await makeTutor()
    await registerForSession(open.session.id, tutor.id)
    const registered = await client.post(`/session/${open.session.id}/cohosts`).json({}).loginAs(tutor).withCsrfToken().accept('json')
    assert.equal(registered.body().reason, HOST_MESSAGES.registeredAsLearner)
  })

  test('approve: only the primary host; the approved co-host appears in the hosts list', async ({ client, assert }) => {
    const { session, host } = await makeSession({ allowCohosts: true })
    const tutor = await makeTutor()
    await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(tutor).withCsrfToken()
    const row = await hostRow(session.id, tutor.id)
    const pendingView = await client.get(`/session/${session.id}`).withInertia().loginAs(host)
    assert.deepEqual(pendingView.inertiaProps.hosts.pending.map((h: any) => h.userId), [tutor.id])
    ;(await client.post(`/session/${session.id}/cohosts/${row.id}/approve`).loginAs(tutor).withCsrfToken().accept('json')).assertStatus(403)
    ;(await client.post(`/session/${session.id}/cohosts/${row.id}/approve`).loginAs(await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] })).withCsrfToken().accept('json')).assertStatus(403)
    ;(await client.post(`/session/${session.id}/cohosts/${row.id}/approve`).loginAs(host).withCsrfToken().accept('json')).assertStatus(200)
    assert.isNotNull((await hostRow(session.id, tutor.id)).approved_at)
    const page = await client.get(`/session/${session.id}`).withInertia().loginAs(tutor)
    assert.isTrue(page.inertiaProps.viewer.isHost)
    assert.isFalse(page.inertiaProps.viewer.isMainHost)
    assert.equal(page.inertiaProps.hosts.summary.label, `${host.name} and ${tutor.name}`)
  })

  test('remove: only the primary host, never themselves; the message is mailed; no re-request', async ({ client, assert }) => {
    const { session, host } = await makeSession({ allowCohosts: true })
    const [a, b] = [await makeTutor(), await makeTutor()]
    for (const t of [a, b]) {
      await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(t).withCsrfToken()
      await client.post(`/session/${session.id}/cohosts/${(await hostRow(session.id, t.id)).id}/approve`).loginAs(host).withCsrfToken()
    }
    const rowA = await hostRow(session.id, a.id)
    const mainRow = await hostRow(session.id, host.id)
    const byCohost = await client.delete(`/session/${session.id}/hosts/${rowA.id}`).json({}).loginAs(b).withCsrfToken().accept('json')
    byCohost.assertStatus(403)
    assert.equal(byCohost.body().reason, HOST_MESSAGES.onlyMainHostRemoves)
    const self = await client.delete(`/session/${session.id}/hosts/${mainRow.id}`).json({}).loginAs(host).withCsrfToken().accept('json')
    self.assertStatus(403)
    assert.equal(self.body().reason, HOST_MESSAGES.cannotRemoveSelf)
    const ok = await client
      .delete(`/session/${session.id}/hosts/${rowA.id}`)
      .json({ message: 'We merged two groups, thank you!' })
      .loginAs(host)
      .withCsrfToken()
      .accept('json')
    ok.assertStatus(200)
    assert.isNull(await hostRow(session.id, a.id))
    const removed = await db.from('session_hosts').where('id', rowA.id).first()
    assert.equal(removed.deleted_message, 'We merged two groups, thank you!')
    assert.equal(removed.deleted_source, 'main-host')
    const mail = await waitForMail(a.email, (text) => text.includes('removed you as a co-host'))
    assert.include(mail.text, 'We merged two groups, thank you!')
    const again = await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(a).withCsrfToken().accept('json')
    assert.equal(again.body().reason, HOST_MESSAGES.removedBefore)
    const unknown = await client.delete(`/session/${session.id}/hosts/99999999`).json({}).loginAs(host).withCsrfToken().accept('json')
    unknown.assertStatus(404)
  })

  test('withdraw one’s own pending request', async ({ client, assert }) => {
    const { session } = await makeSession({ allowCohosts: true })
    const tutor = await makeTutor()
    await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(tutor).withCsrfToken()
    ;(await client.delete(`/session/${session.id}/cohosts/mine`).loginAs(tutor).withCsrfToken().accept('json')).assertStatus(200)
    assert.isNull(await hostRow(session.id, tutor.id))
    ;(await client.delete(`/session/${session.id}/cohosts/mine`).loginAs(tutor).withCsrfToken().accept('json')).assertStatus(404)
    // Withdrawing does not block a later request.
    ;(await client.post(`/session/${session.id}/cohosts`).json({}).loginAs(tutor).withCsrfToken().accept('json')).assertStatus(200)
  })
})

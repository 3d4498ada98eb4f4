import { test } from '@japa/runner'
import { TutoringSession } from '#modules/tutoring/index'
import { AdminAuditEvent } from '#modules/admin/index'
import { makeUser } from '#tests/helpers/users'
import { makePlace, makeSession, makeStaff, register } from '../factories.js'

/* Sessions page (spec 000 §6.3: policy or mentor); soft delete with deleted_by (spec 001 §3.3). */
test.group('Admin sessions', () => {
  test('search by title, id and host username', async ({ client, assert }) => {
    const staff = await makeStaff('admin:policy')
    const place = await makePlace()
    const host = await makeUser({ roles: ['approved', 'tutor'] })
    const session = await makeSession(place, host, { title: 'Photosynthesis deep dive' })
    for (const q of ['photosynthesis', 'DEEP DIVE', String(session.id), `#${session.id}`, host.username, `@${host.username.toUpperCase()}`]) {
      const response = await client.get(`/admin/sessions?q=${encodeURIComponent(q)}`).withInertia().loginAs(staff)
      response.assertInertiaComponent('admin/sessions')
      assert.include(
        response.inertiaProps.sessions.map((row: { id: number }) => row.id),
        session.id,
        `search "${q}"`
      )
    }
    const none = await client.get('/admin/sessions?q=no-such-session-title-anywhere').withInertia().loginAs(staff)
    assert.lengthOf(none.inertiaProps.sessions, 0)
  })

  test('the view shows the registration count and hosts', async ({ client, assert }) => {
    const staff = await makeStaff('admin:mentor')
    const place = await makePlace()
    const host = await makeUser({ roles: ['approved', 'tutor'] })
    const session = await makeSession(place, host)
    await register(session, await makeUser())
    await register(session, await makeUser())
    const response = await client.get(`/admin/sessions/${session.id}`).withInertia().loginAs(staff)
    response.assertInertiaComponent('admin/session')
    assert.equal(response.inertiaProps.session.registrations, 2)
    assert.equal(response.inertiaProps.session.host, host.username)
    assert.isNull(response.inertiaProps.session.deletedAt)
    ;(await client.get('/admin/sessions/999999999').withInertia().loginAs(staff)).assertStatus(404)
  })

  test('soft delete sets deleted_at and deleted_by, audits once; deleted sessions leave default lists', async ({ client, assert }) => {
    const staff = await makeStaff('admin:policy')
    const place = await makePlace()
    const host = await makeUser({ roles: ['approved', 'tutor'] })
    const session = await makeSession(place, host, { title: 'To be deleted by staff' })
    const response = await client.delete(`/admin/sessions/${session.id}`).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.isNull(await TutoringSession.find(session.id), 'default queries exclude the deleted session')
    const deleted = await TutoringSession.query().withScopes((scopes) => scopes.withDeleted()).where('id', session.id).firstOrFail()
    assert.isNotNull(deleted.deletedAt)
    assert.equal(deleted.deletedByUserId, staff.id)
    const audit = await AdminAuditEvent.query().where('subject_type', 'session').where('subject_id', String(session.id))
    assert.lengthOf(audit, 1)
    assert.equal(audit[0].action, 'session.deleted')
    assert.equal(audit[0].actorUserId, staff.id)

    // Deleting again changes nothing and audits nothing.
    const again = await client.delete(`/admin/sessions/${session.id}`).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(again.status(), [302, 303])
    assert.lengthOf(await AdminAuditEvent.query().where('subject_type', 'session').where('subject_id', String(session.id)), 1)

    const list = await client.get(`/admin/sessions?q=${session.id}`).withInertia().loginAs(staff)
    assert.notInclude(list.inertiaProps.sessions.map((row: { id: number }) => row.id), session.id)
    const withDeleted = await client.get(`/admin/sessions?q=${session.id}&deleted=1`).withInertia().loginAs(staff)
    const row = withDeleted.inertiaProps.sessions.find((item: { id: number }) => item.id === session.id)
    assert.isNotNull(row?.deletedAt)
    const view = await client.get(`/admin/sessions/${session.id}`).withInertia().loginAs(staff)
    assert.equal(view.inertiaProps.session.deletedBy, staff.username)
  })

  test('a session id that is not a number is a 404, not a 500', async ({ client }) => {
    const staff = await makeStaff('admin:policy')
    ;(await client.delete('/admin/sessions/abc').withCsrfToken().withInertia().loginAs(staff)).assertStatus(404)
    ;(await client.delete('/admin/sessions/99999999999999999999').withCsrfToken().withInertia().loginAs(staff)).assertStatus(404)
  })
})

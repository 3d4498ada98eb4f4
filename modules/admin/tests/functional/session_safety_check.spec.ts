import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { TutoringSession } from '#modules/tutoring/index'
import { AdminAuditEvent } from '#modules/admin/index'
import { makeUser } from '#tests/helpers/users'
import { makePlace, makeSession, makeStaff } from '../factories.js'

/*
 * Sessions page, "Mark safety-checked" (spec 001 §3.3 safety_check_at / safety_check_by_user_id;
 * spec 000 §6.3: policy or mentor) and the "not yet safety-checked" list.
 */
const checkOf = (id: number) => db.from(TutoringSession.table).where('id', id).select('safety_check_at', 'safety_check_by_user_id').first()
const auditOf = (id: number) => AdminAuditEvent.query().where('subject_type', 'session').where('subject_id', String(id)).where('action', 'session.safety_checked')

test.group('Admin sessions: safety check', () => {
  test('marking records who and when, once, with one audit event; the view shows it', async ({ client, assert }) => {
    const staff = await makeStaff('admin:mentor')
    const other = await makeStaff('admin:policy')
    const session = await makeSession(await makePlace(), await makeUser({ roles: ['approved', 'tutor'] }))

    const before = await client.get(`/admin/sessions/${session.id}`).withInertia().loginAs(staff)
    assert.isNull(before.inertiaProps.session.safetyCheckedAt)
    assert.isNull(before.inertiaProps.session.safetyCheckedBy)

    const response = await client.post(`/admin/sessions/${session.id}/safety-check`).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.equal(response.header('location'), `/admin/sessions/${session.id}`)
    const row = await checkOf(session.id)
    assert.isNotNull(row.safety_check_at)
    assert.equal(Number(row.safety_check_by_user_id), staff.id)
    assert.lengthOf(await auditOf(session.id), 1)
    assert.equal((await auditOf(session.id))[0].actorUserId, staff.id)

    // A second mark (another staff member) changes nothing and audits nothing.
    const again = await client.post(`/admin/sessions/${session.id}/safety-check`).withCsrfToken().withInertia().loginAs(other).redirects(0)
    assert.oneOf(again.status(), [302, 303])
    assert.equal(Number((await checkOf(session.id)).safety_check_by_user_id), staff.id)
    assert.lengthOf(await auditOf(session.id), 1)

    const view = await client.get(`/admin/sessions/${session.id}`).withInertia().loginAs(other)
    assert.equal(view.inertiaProps.session.safetyCheckedBy, staff.username)
    assert.isString(view.inertiaProps.session.safetyCheckedAt)
    const list = await client.get(`/admin/sessions?q=${session.id}`).withInertia().loginAs(other)
    assert.isString(list.inertiaProps.sessions.find((item: { id: number }) => item.id === session.id)?.safetyCheckedAt)
  })

  test('the "not yet safety-checked" list: unchecked, not canceled; live and upcoming first (soonest first), then past', async ({ client, assert }) => {
    const staff = await makeStaff('admin:policy')
    const place = await makePlace()
    const host = await makeUser({ roles: ['approved', 'tutor'] })
    const now = DateTime.utc()
    const marker = `Safety queue ${now.toMillis()}`
    const at = (hours: number) => now.plus({ hours }).startOf('minute')
    const past = await makeSession(place, host, { title: `${marker} past`, startDate: at(-48) })
    const older = await makeSession(place, host, { title: `${marker} older`, startDate: at(-96) })
    const live = await makeSession(place, host, { title: `${marker} live`, startDate: at(-0.5) })
    const soon = await makeSession(place, host, { title: `${marker} soon`, startDate: at(3) })
    const later = await makeSession(place, host, { title: `${marker} later`, startDate: at(30) })
    const checked = await makeSession(place, host, { title: `${marker} checked`, startDate: at(5) })
    const canceled = await makeSession(place, host, { title: `${marker} canceled`, startDate: at(6) })
    await TutoringSession.query().where('id', canceled.id).update({ canceled_at: now.toSQL({ includeOffset: false }) })
    await client.post(`/admin/sessions/${checked.id}/safety-check`).withCsrfToken().loginAs(staff).redirects(0)

    const response = await client.get(`/admin/sessions?unchecked=1&q=${encodeURIComponent(marker)}`).withInertia().loginAs(staff)
    response.assertInertiaComponent('admin/sessions')
    assert.isTrue(response.inertiaProps.unchecked)
    assert.deepEqual(
      response.inertiaProps.sessions.map((row: { id: number }) => row.id),
      [live.id, soon.id, later.id, past.id, older.id]
    )

    // Without the filter: every session of the search, newest start first, the checked one marked.
    const all = await client.get(`/admin/sessions?q=${encodeURIComponent(marker)}`).withInertia().loginAs(staff)
    const ids = all.inertiaProps.sessions.map((row: { id: number }) => row.id)
    assert.sameMembers(ids, [past.id, older.id, live.id, soon.id, later.id, checked.id, canceled.id])
    assert.equal(ids[0], later.id)
  })

  test('roles: policy or mentor mark; others are refused and nothing is recorded; a missing session is a 404', async ({ client, assert }) => {
    const session = await makeSession(await makePlace(), await makeUser({ roles: ['approved', 'tutor'] }))
    for (const user of [await makeStaff('admin:blog'), await makeStaff(), await makeUser()]) {
      const response = await client.post(`/admin/sessions/${session.id}/safety-check`).withCsrfToken().withInertia().loginAs(user)
      response.assertStatus(403)
      response.assertInertiaPropsContains({ code: 'not_enough_permission' })
    }
    ;(await client.post(`/admin/sessions/${session.id}/safety-check`).withCsrfToken().withInertia()).assertStatus(401)
    assert.isNull((await checkOf(session.id)).safety_check_at)
    assert.lengthOf(await auditOf(session.id), 0)
    ;(await client.post('/admin/sessions/999999999/safety-check').withCsrfToken().withInertia().loginAs(await makeStaff('admin:policy'))).assertStatus(404)
  })
})

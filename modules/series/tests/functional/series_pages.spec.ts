import { test } from '@japa/runner'
import { registrarFor } from '#kernel/hooks'
import { WorldMember } from '#modules/worlds/index'
import { makeUser } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeSeries, reserve } from '../factories.js'
import { DateTime } from 'luxon'

/*
 * spec 000 §2.2 "/series/{id}/{path?}"; §6.4 "Series viewing: world visibility public, unlisted
 * or membership".
 */
test.group('Series page /series/:id', () => {
  test('anyone sees a series of a public world: visitor, learner, tutor and staff', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 4, sessions: 3 })
    const visitor = await client.get(`/series/${series.id}`).withInertia()
    visitor.assertStatus(200)
    visitor.assertInertiaComponent('series/show')
    assert.equal(visitor.inertiaProps.series.title, series.title)
    assert.equal(visitor.inertiaProps.series.seatsLeft, 4)
    assert.lengthOf(visitor.inertiaProps.sessions, 3)
    assert.equal(visitor.inertiaProps.series.hosts[0].userId, host.id)
    assert.isFalse(visitor.inertiaProps.viewer.signedIn)
    assert.isFalse(visitor.inertiaProps.viewer.canRegister)

    const learner = await makeUser()
    const asLearner = await client.get(`/series/${series.id}`).withInertia().loginAs(learner)
    asLearner.assertStatus(200)
    assert.isTrue(asLearner.inertiaProps.viewer.canRegister)
    assert.isFalse(asLearner.inertiaProps.viewer.canManage)

    const asHost = await client.get(`/series/${series.id}`).withInertia().loginAs(host)
    assert.isTrue(asHost.inertiaProps.viewer.isHost)
    assert.isFalse(asHost.inertiaProps.viewer.canRegister)
    assert.isTrue(asHost.inertiaProps.viewer.canManage)

    const staff = await makeUser({ roles: ['admin:basic'] })
    const asStaff = await client.get(`/series/${series.id}`).withInertia().loginAs(staff)
    asStaff.assertStatus(200)
    assert.isTrue(asStaff.inertiaProps.viewer.canManage)
  })

  test('session times go out as UTC instants (the page shows them in the viewer zone)', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series, sessions } = await makeSeries({ hostId: host.id, sessions: 1 })
    const response = await client.get(`/series/${series.id}`).withInertia()
    assert.equal(response.inertiaProps.sessions[0].startDate, sessions[0].startDate.toUTC().toISO())
    assert.match(response.inertiaProps.sessions[0].startDate, /Z$|\+00:00$/)
  })

  test('seats left counts registrations and active reservations (spec 001 §5.4)', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const other = await makeUser()
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 3 })
    await reserve(series.id, host.id, { userId: other.id }, DateTime.utc().plus({ days: 1 }))
    await reserve(series.id, host.id, { email: 'expired@example.org' }, DateTime.utc().minus({ minutes: 1 }))
    const response = await client.get(`/series/${series.id}`).withInertia()
    assert.equal(response.inertiaProps.series.seatsLeft, 2)
  })

  test('a membership world series is 404 for visitors and non-members, visible to members and staff', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, world })
    const visitor = await client.get(`/series/${series.id}`).withInertia()
    visitor.assertStatus(404)
    visitor.assertInertiaComponent('errors/not_found')
    const learner = await makeUser()
    ;(await client.get(`/series/${series.id}`).withInertia().loginAs(learner)).assertStatus(404)
    ;(await client.post(`/series/${series.id}/register`).loginAs(learner).withCsrfToken().accept('json')).assertStatus(404)

    const member = await makeUser()
    await WorldMember.create({ userId: member.id, worldId: world.id, level: 'member', position: 0 } as any)
    ;(await client.get(`/series/${series.id}`).withInertia().loginAs(member)).assertStatus(200)
    const staff = await makeUser({ roles: ['admin:basic'] })
    ;(await client.get(`/series/${series.id}`).withInertia().loginAs(staff)).assertStatus(200)
    assert.isTrue(true)
  })

  test('an unlisted world series is visible to anyone with the link', async ({ client }) => {
    const world = await makeWorld('unlisted')
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, world })
    ;(await client.get(`/series/${series.id}`).withInertia()).assertStatus(200)
  })

  test('unknown, deleted and malformed ids are 404', async ({ client }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    await series.softDelete()
    for (const path of [`/series/${series.id}`, '/series/999999999', '/series/abc', '/series/1e3', `/series/${series.id}/nothing-here`]) {
      ;(await client.get(path).withInertia()).assertStatus(404)
    }
  })

  test('program sidebar cards come from the series.sidebar outlet', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    registrarFor('test-series-sidebar').outlet('series.sidebar', (context) =>
      context.seriesId === series.id ? [{ key: 'consent', title: 'Parent consent', body: 'Ask a parent first.', href: '/consent' }] : []
    )
    const response = await client.get(`/series/${series.id}`).withInertia()
    assert.deepEqual(response.inertiaProps.sidebar, [{ key: 'consent', title: 'Parent consent', body: 'Ask a parent first.', href: '/consent' }])
  })

  test('closed, ended and canceled states show on the page (spec 001 §4.3)', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const canceled = await makeSeries({ hostId: host.id, closedAt: DateTime.utc().minus({ hours: 1 }), closedReason: 'Host is unwell' })
    const enrollmentClosed = await makeSeries({ hostId: host.id, enrollmentClosedAt: DateTime.utc().minus({ hours: 1 }) })
    const a = await client.get(`/series/${canceled.series.id}`).withInertia().loginAs(learner)
    assert.equal(a.inertiaProps.series.status, 'canceled')
    assert.isFalse(a.inertiaProps.viewer.canRegister)
    const b = await client.get(`/series/${enrollmentClosed.series.id}`).withInertia().loginAs(learner)
    assert.equal(b.inertiaProps.series.status, 'enrollment_closed')
    assert.isFalse(b.inertiaProps.viewer.canRegister)
  })
})

test.group('Series sub-pages /series/:id/:path', () => {
  test('sessions: the full schedule, paginated, for anyone who can see the series', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, sessions: 22 })
    const first = await client.get(`/series/${series.id}/sessions`).withInertia()
    first.assertStatus(200)
    first.assertInertiaComponent('series/sessions')
    assert.lengthOf(first.inertiaProps.sessions, 20)
    assert.deepEqual(first.inertiaProps.sessionsMeta, { total: 22, currentPage: 1, lastPage: 2 })
    const second = await client.get(`/series/${series.id}/sessions?page=2`).withInertia()
    assert.lengthOf(second.inertiaProps.sessions, 2)
    const show = await client.get(`/series/${series.id}`).withInertia()
    assert.lengthOf(show.inertiaProps.sessions, 10)
    assert.equal(show.inertiaProps.sessionTotal, 22)
  })

  test('learners: visitor 401, learner and another tutor 403, host and staff 200', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    const visitor = await client.get(`/series/${series.id}/learners`).withInertia()
    visitor.assertStatus(401)
    visitor.assertInertiaPropsContains({ code: 'not_logged_in' })
    for (const user of [await makeUser(), await makeUser({ roles: ['tutor'] })]) {
      const response = await client.get(`/series/${series.id}/learners`).withInertia().loginAs(user)
      response.assertStatus(403)
      response.assertInertiaPropsContains({ code: 'not_enough_permission' })
    }
    const learner = await makeUser()
    ;(await client.post(`/series/${series.id}/register`).loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
    for (const user of [host, await makeUser({ roles: ['admin:basic'] })]) {
      const response = await client.get(`/series/${series.id}/learners`).withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('series/learners')
      assert.equal(response.inertiaProps.registrationsMeta.total, 1)
      assert.equal(response.inertiaProps.registrations[0].displayName, learner.name)
    }
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import { makePlace, makeSession, makeStaff, makeSuspended, register } from '../factories.js'
import { weekBounds } from '../../queries/home.js'

/* The console's Home (spec 000 §2.6) with the menu of §2.6 / §6.3 as a page prop. */
test.group('Admin home', () => {
  test('counts users, sessions this week, registrations and accounts awaiting review', async ({ client, assert }) => {
    const staff = await makeStaff()
    const before = (await client.get('/admin').withInertia().loginAs(staff)).inertiaProps.counts
    const place = await makePlace()
    const host = await makeUser({ roles: ['approved', 'tutor'] })
    const learner = await makeUser()
    const { start } = weekBounds()
    const thisWeek = await makeSession(place, host, { startDate: start.plus({ hours: 1 }) })
    await makeSession(place, host, { startDate: start.plus({ days: 6, hours: 23 }) })
    await makeSession(place, host, { startDate: start.plus({ weeks: 1 }) })
    await makeSession(place, host, { startDate: start.minus({ minutes: 1 }) })
    const deleted = await makeSession(place, host, { startDate: start.plus({ days: 1 }) })
    await deleted.softDelete()
    await register(thisWeek, learner)
    const withdrawn = await register(thisWeek, await makeUser())
    await withdrawn.softDelete()
    await makeSuspended('learner-no-shows') // provisional: awaiting review
    await makeSuspended('admin') // a final suspension is not an open item

    const response = await client.get('/admin').withInertia().loginAs(staff)
    response.assertInertiaComponent('admin/home')
    const after = response.inertiaProps.counts
    assert.equal(after.users - before.users, 5) // host, two learners, two suspended accounts
    assert.equal(after.sessionsThisWeek - before.sessionsThisWeek, 2)
    assert.equal(after.registrations - before.registrations, 1)
    assert.equal(after.openItems - before.openItems, 1)
    assert.isTrue(DateTime.fromISO(response.inertiaProps.week.start).toUTC().weekday === 1)
  })

  test('the menu prop lists what the roles allow, sorted, in one column', async ({ client, assert }) => {
    const safety = await makeStaff('admin:safety')
    const response = await client.get('/admin').withInertia().loginAs(safety)
    const menu = response.inertiaProps.admin.menu
    assert.equal(menu.home.href, '/admin')
    const labels = menu.entries.map((entry: { label: string }) => entry.label)
    assert.includeMembers(labels, ['Sessions', 'Users'])
    assert.notInclude(labels, 'Templates')
    assert.notInclude(labels, 'Settings: Website')
    assert.deepEqual(labels, [...labels].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    assert.equal(menu.columns, labels.length > 15 ? 2 : 1)
    assert.equal(response.inertiaProps.admin.active, 'home')
  })
})

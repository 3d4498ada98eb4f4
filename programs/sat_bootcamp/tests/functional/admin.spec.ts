import { test } from '@japa/runner'
import type { Role } from '#modules/identity/index'
import { registerForSeries } from '#modules/series/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { CSV_COLUMNS } from '../../queries/admin.js'
import { recordInvitation } from '../../actions/record_invitation.js'
import { LIVE_DAY, makeBootcamp, pinAt } from '../helpers.js'

/*
 * The SAT console, /admin/sat (spec 000 §2.6 admin sat; §6.3 "SAT | collegeboard or
 * user-support:lead", on top of admin:basic; super implies every page, spec 000 §6.2).
 */
const staff = (...roles: Role[]) => makeUser({ birth: birthForAge(35), roles: ['approved', ...roles] })

test.group('SAT console: who may open it (spec 000 §6.3)', () => {
  test('GET {url}: collegeboard, user-support:lead and super get in; other staff, learners, tutors and visitors do not')
    .with([{ url: '/admin/sat' }, { url: '/admin/sat/users.csv' }])
    .run(async ({ client, assert }, { url }) => {
      const send = (user: Awaited<ReturnType<typeof makeUser>> | null) => {
        const request = client.get(url).withInertia().redirects(0)
        return user ? request.loginAs(user) : request
      }
      for (const allowed of [await staff('admin:basic', 'admin:collegeboard'), await staff('admin:basic', 'admin:user-support:lead'), await staff('admin:basic', 'admin:super')]) {
        ;(await send(allowed)).assertStatus(200)
      }
      for (const denied of [await staff('admin:basic', 'admin:key_club'), await staff('admin:collegeboard'), await makeLearner(), await makeTutor()]) {
        ;(await send(denied)).assertStatus(403)
      }
      assert.include([302, 401], (await send(null)).status())
    })
})

test.group('SAT console: users, consent, tests, bands and the partners’ CSV', () => {
  test('lists invited and registered people with consent derived from the ledger, the tests and the bands', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const invited = await makeLearner()
    await recordInvitation(invited.id, 'lincoln', 'learner')
    const adult = await makeUser({ birth: birthForAge(19), roles: ['approved'] })
    const bootcamp = await makeBootcamp((await makeTutor()).id)
    assert.isTrue((await registerForSeries(bootcamp.id, adult.id)).ok)

    const page = await client.get('/admin/sat').loginAs(await staff('admin:basic', 'admin:collegeboard')).withInertia()
    page.assertInertiaComponent('programs/sat_bootcamp/admin')
    const props = page.inertiaProps as any
    assert.deepInclude(props.users.find((row: { userId: number }) => row.userId === invited.id), { type: 'learner', minor: true, inviteCode: 'lincoln', registrations: 0 })
    assert.deepInclude(props.users.find((row: { userId: number }) => row.userId === invited.id).consent, { required: true, parent: 'not_asked', complete: false })
    assert.deepInclude(props.users.find((row: { userId: number }) => row.userId === adult.id), { minor: false, registrations: 1 })
    assert.include(props.tests.map((row: { title: string }) => row.title), 'SAT March 2027')
    assert.deepEqual(props.bands.map((band: { minScore: number; maxScore: number }) => [band.minScore, band.maxScore]), [[200, 400], [410, 500], [510, 600], [610, 800]])
  })

  test('the CSV carries no names, emails or birth dates, and leaves out minors without complete consent', async ({ client, assert }) => {
    const minor = await makeLearner()
    await recordInvitation(minor.id, 'minor-code', 'learner')
    const adult = await makeUser({ birth: birthForAge(20), roles: ['approved'] })
    await recordInvitation(adult.id, 'adult-code', 'learner')
    const response = await client.get('/admin/sat/users.csv').loginAs(await staff('admin:basic', 'admin:user-support:lead'))
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'text/csv')
    const text = response.text()
    const [header, ...rows] = text.trim().split('\r\n')
    assert.equal(header, CSV_COLUMNS.join(','))
    assert.isTrue(rows.some((row) => row.includes('adult-code') && row.includes('18 or over')))
    assert.notInclude(text, 'minor-code')
    for (const person of [minor, adult]) {
      assert.notInclude(text, person.email)
      assert.notInclude(text, person.displayName)
    }
  })
})

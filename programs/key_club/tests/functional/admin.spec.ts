import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Role } from '#modules/identity/index'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { KEY_CLUB_MESSAGES } from '../../constants.js'
import { joinClub } from '../../actions/join_club.js'
import { logHours, makeClub } from '../helpers.js'

/*
 * The Key Club console page, /admin/key-club (spec 000 §2.6 admin key-club; §6.3 "Key Club |
 * key_club", on top of admin:basic; super implies it, spec 000 §6.2).
 */
const staff = (...roles: Role[]) => makeUser({ birth: birthForAge(35), roles: ['approved', ...roles] })
let counter = 0
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}${(counter += 1)}`.slice(0, 20)

const ROUTES = [
  { method: 'get', url: () => '/admin/key-club', body: () => undefined },
  { method: 'post', url: () => '/admin/key-club/districts', body: () => ({ name: 'Capital District', code: fresh('CAP') }) },
  { method: 'post', url: () => '/admin/key-club/clubs', body: () => ({ name: 'A club', code: fresh('CL'), districtId: 1 }) },
] as const

test.group('Key Club console: who may open it', () => {
  test('{method} {url}: key_club and super staff get in; other staff, learners and visitors do not')
    .with(ROUTES.map((route) => ({ ...route, url: route.url() })))
    .run(async ({ client, assert }, route) => {
      const send = (user: Awaited<ReturnType<typeof makeUser>> | null) => {
        const request = route.method === 'get' ? client.get(route.url) : client.post(route.url).withCsrfToken().json(route.body() ?? {})
        return (user ? request.loginAs(user) : request).withInertia().redirects(0)
      }
      for (const allowed of [await staff('admin:basic', 'admin:key_club'), await staff('admin:basic', 'admin:super')]) {
        const response = await send(allowed)
        assert.include([200, 302], response.status(), `${route.method} ${route.url} for ${[...(await allowed.roles())].join(',')}`)
      }
      for (const denied of [await staff('admin:basic', 'admin:policy'), await staff('admin:key_club'), await makeUser()]) {
        ;(await send(denied)).assertStatus(403)
      }
      const visitor = await send(null)
      assert.include([302, 401], visitor.status())
    })
})

test.group('Key Club console: districts, clubs, members and hours', () => {
  test('staff add a district and a club; codes are normalised and unique across both', async ({ client, assert }) => {
    const lead = await staff('admin:basic', 'admin:key_club')
    const districtCode = fresh('nyc')
    const created = await client.post('/admin/key-club/districts').loginAs(lead).withCsrfToken().form({ name: 'New York City', code: ` ${districtCode.toLowerCase()} ` }).redirects(0)
    created.assertFlashMessage('success', KEY_CLUB_MESSAGES.districtCreated)
    const district = await db.from('key_club_districts').where('code', districtCode.toUpperCase()).first()
    assert.equal(district.name, 'New York City')

    const clash = await client.post('/admin/key-club/clubs').loginAs(lead).withCsrfToken().form({ name: 'Clash High', code: districtCode, districtId: district.id }).redirects(0)
    clash.assertFlashMessage('inputErrorsBag', { code: KEY_CLUB_MESSAGES.codeTaken })
    const noDistrict = await client.post('/admin/key-club/clubs').loginAs(lead).withCsrfToken().form({ name: 'Lost High', code: fresh('LOST'), districtId: 999999999 }).redirects(0)
    noDistrict.assertFlashMessage('inputErrorsBag', { districtId: KEY_CLUB_MESSAGES.unknownDistrict })
    const empty = await client.post('/admin/key-club/clubs').loginAs(lead).withCsrfToken().form({ name: '', code: '', districtId: district.id }).redirects(0)
    empty.assertStatus(302)
    assert.equal(Number((await db.from('key_club_clubs').where('key_club_district_id', district.id).count('* as count').first()).count), 0, 'nothing written')

    const clubCode = fresh('BRONX-HS')
    const club = await client.post('/admin/key-club/clubs').loginAs(lead).withCsrfToken().form({ name: 'Bronx Science Key Club', code: clubCode, districtId: district.id }).redirects(0)
    club.assertFlashMessage('success', KEY_CLUB_MESSAGES.clubCreated)
    assert.exists(await db.from('key_club_clubs').where('code', clubCode).where('key_club_district_id', district.id).first())
  })

  test('the page lists clubs with members and hours; ?club= lists one club’s members', async ({ client, assert }) => {
    const club = await makeClub('Hours High')
    const member = await makeUser()
    await joinClub(member.id, club.code)
    await logHours(member.id, 2.5)
    const lead = await staff('admin:basic', 'admin:key_club')
    const page = await client.get(`/admin/key-club?club=${club.clubId}`).loginAs(lead).withInertia()
    page.assertInertiaComponent('programs/key_club/admin')
    const props = page.inertiaProps as any
    assert.deepInclude(props.standings.find((row: { clubId: number }) => row.clubId === club.clubId), { members: 1, hours: 2.5 })
    assert.deepInclude(props.clubs.find((row: { id: number }) => row.id === club.clubId), { code: club.code })
    assert.equal(props.selected.name, club.name)
    assert.deepEqual(props.selected.members, [{ name: member.displayName, hours: 2.5, isViewer: false }])
    const junk = await client.get('/admin/key-club?club=abc').loginAs(lead).withInertia()
    assert.isNull((junk.inertiaProps as any).selected)
  })
})

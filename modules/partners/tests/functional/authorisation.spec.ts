import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { createLandingSource } from '../../actions/create_landing_source.js'
import { setPartnerActive } from '../../actions/set_partner_active.js'
import { bring, makePartner } from '../factories.js'

/*
 * Every partners route for each kind of person (issue 21 §5; spec 000 §6.3 "Partners, Tutor Trees:
 * super"; §2.2 /partnerships): a visitor (401 on the console), a learner, a tutor, staff without
 * super (admin:basic + admin:mentor) and super staff. The public pages open for everyone.
 */
type Who = 'visitor' | 'learner' | 'tutor' | 'staff' | 'superStaff'
const WHO: Who[] = ['visitor', 'learner', 'tutor', 'staff', 'superStaff']
const EVERYONE = WHO

let people: Record<Exclude<Who, 'visitor'>, User>
let slugs = 0

type Row = {
  label: string
  method: 'get' | 'post' | 'put'
  /** GET answered as JSON (the tree's branches) rather than an Inertia page. */
  json?: boolean
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
}

const partnerBody = { name: 'State of Ohio', kind: 'state', link: 'https://ohio.gov', logoUrl: null, size: 'large' }
const newSlug = () => `auth-partner-${++slugs}`
const landing = async () => {
  const slug = newSlug()
  const created = await createLandingSource(slug, { header: 'Welcome', subheader: null, logoUrl: null, collegeAdmissionsPartner: false })
  if (created === 'taken') throw new Error('slug taken')
  return { id: created.id, slug }
}

const ROWS: Row[] = [
  { label: 'GET /admin/partners (super)', method: 'get', prepare: async () => ({ url: '/admin/partners' }), allowed: ['superStaff'] },
  { label: 'POST /admin/partners (super)', method: 'post', prepare: async () => ({ url: '/admin/partners', body: partnerBody }), allowed: ['superStaff'] },
  { label: 'PUT /admin/partners/:id (super)', method: 'put', prepare: async () => ({ url: `/admin/partners/${(await makePartner()).id}`, body: partnerBody }), allowed: ['superStaff'] },
  { label: 'POST /admin/partners/:id/deactivate (super)', method: 'post', prepare: async () => ({ url: `/admin/partners/${(await makePartner()).id}/deactivate` }), allowed: ['superStaff'] },
  {
    label: 'POST /admin/partners/:id/activate (super)',
    method: 'post',
    prepare: async () => {
      const partner = await makePartner()
      await setPartnerActive(partner.id, false)
      return { url: `/admin/partners/${partner.id}/activate` }
    },
    allowed: ['superStaff'],
  },
  {
    label: 'POST /admin/partners/:id/move (super)',
    method: 'post',
    prepare: async () => {
      await makePartner()
      return { url: `/admin/partners/${(await makePartner()).id}/move`, body: { direction: 'up' } }
    },
    allowed: ['superStaff'],
  },
  {
    label: 'POST /admin/partners/landing-pages (super)',
    method: 'post',
    prepare: async () => ({ url: '/admin/partners/landing-pages', body: { partnerSlug: newSlug(), header: 'Welcome, Ohio students' } }),
    allowed: ['superStaff'],
  },
  {
    label: 'PUT /admin/partners/landing-pages/:id (super)',
    method: 'put',
    prepare: async () => ({ url: `/admin/partners/landing-pages/${(await landing()).id}`, body: { header: 'New header', subheader: 'And more' } }),
    allowed: ['superStaff'],
  },
  { label: 'GET /admin/tutor-trees (super)', method: 'get', prepare: async () => ({ url: '/admin/tutor-trees' }), allowed: ['superStaff'] },
  {
    label: 'GET /admin/tutor-trees/:id (super, JSON)',
    method: 'get',
    json: true,
    prepare: async () => {
      const referrer = await makeTutor()
      await bring(referrer, await makeLearner())
      return { url: `/admin/tutor-trees/${referrer.id}` }
    },
    allowed: ['superStaff'],
  },
  { label: 'GET /partners/:slug (public)', method: 'get', prepare: async () => ({ url: `/partners/${(await landing()).slug}` }), allowed: EVERYONE },
  { label: 'GET /partnerships (public)', method: 'get', prepare: async () => ({ url: '/partnerships' }), allowed: EVERYONE },
]

test.group('Partners authorisation (issue 21 §5; spec 000 §6.3, §2.2)', (group) => {
  group.setup(async () => {
    people = {
      learner: await makeLearner(),
      tutor: await makeTutor(),
      staff: await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] as any }),
      superStaff: await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:super'] as any }),
    }
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const user = who === 'visitor' ? null : people[who]
        const { url, body } = await row.prepare()
        // Pages as Inertia visits; writes (and the tree's branches) as JSON so a refusal answers with its status.
        let request = client[row.method](url).withCsrfToken().redirects(0)
        request = row.method === 'get' && !row.json ? request.withInertia() : request.header('accept', 'application/json')
        if (body) request = request.json(body)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        if (row.allowed.includes(who)) {
          assert.equal(status, 200, `${who}: ${status} ${response.text().slice(0, 300)}`)
          if (row.method !== 'get') assert.isTrue(response.body().ok, `${who}: ${response.text()}`)
        } else if (!user) {
          assert.equal(status, 401, `${who} gets the sign-in screen`)
        } else {
          assert.equal(status, 403, `${who}: ${response.text().slice(0, 200)}`)
        }
      }
    })
    .timeout(120_000)

  test('the console menu lists Partners and Tutor Trees for super staff only', async ({ client, assert }) => {
    const keys = async (user: User) => ((await client.get('/admin').withInertia().loginAs(user)).inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key)
    assert.includeMembers(await keys(people.superStaff), ['partners', 'tutor-trees'])
    const staffKeys = await keys(people.staff)
    assert.notInclude(staffKeys, 'partners')
    assert.notInclude(staffKeys, 'tutor-trees')
  })

  test('a person outside every tree, or no person at all, is not found', async ({ client }) => {
    const loner = await makeLearner()
    for (const id of [loner.id, 999_999_999]) {
      const response = await client.get(`/admin/tutor-trees/${id}`).header('accept', 'application/json').loginAs(people.superStaff)
      response.assertStatus(404)
    }
  })
})

import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import type { AdminRole, User } from '#modules/identity/index'
import { birthForAge, makeUser } from '#tests/helpers/users'
import AgeAssuranceCheck from '../../models/age_assurance_check.js'

/*
 * Authorisation of every assurance route (issue 13 "authorisation rows for every route"): the
 * staff pages need admin:basic + safety (spec 000 §6.3, as Users); the verification routes need a
 * member account. Principals: a visitor, a learner, admin:basic alone, + policy, + safety, super,
 * safety without admin:basic.
 */
type Principal = { label: string; roles: AdminRole[] | null; allowed: boolean }
type Row = { method: 'GET' | 'POST'; route: string; request: (learner: User) => Promise<{ url: string; body?: Record<string, unknown> }>; allowed?: number[] }

const STAFF: Principal[] = [
  { label: 'visitor', roles: null, allowed: false },
  { label: 'learner', roles: [], allowed: false },
  { label: 'admin:basic', roles: ['admin:basic'], allowed: false },
  { label: 'admin:basic + policy', roles: ['admin:basic', 'admin:policy'], allowed: false },
  { label: 'admin:basic + mentor', roles: ['admin:basic', 'admin:mentor'], allowed: false },
  { label: 'admin:safety alone', roles: ['admin:safety'], allowed: false },
  { label: 'admin:basic + safety', roles: ['admin:basic', 'admin:safety'], allowed: true },
  { label: 'admin:basic + super', roles: ['admin:basic', 'admin:super'], allowed: true },
]

const submittedCheck = async (learner: User) => (await AgeAssuranceCheck.create({ userId: learner.id, provider: 'video', status: 'submitted', videoUrl: null })).id

const STAFF_ROWS: Row[] = [
  { method: 'GET', route: '/admin/account-review', request: async () => ({ url: '/admin/account-review' }) },
  {
    method: 'POST',
    route: '/admin/account-review/:id',
    request: async () => ({ url: `/admin/account-review/${(await makeUser({ roles: [] })).id}`, body: { decision: 'approved' } }),
  },
  { method: 'GET', route: '/admin/age-assurance', request: async () => ({ url: '/admin/age-assurance' }) },
  { method: 'POST', route: '/admin/age-assurance/:id', request: async (learner) => ({ url: `/admin/age-assurance/${await submittedCheck(learner)}`, body: { decision: 'assured' } }) },
  { method: 'POST', route: '/admin/age-assurance/waive', request: async (learner) => ({ url: '/admin/age-assurance/waive', body: { username: learner.username } }) },
  { method: 'GET', route: '/admin/background-checks', request: async () => ({ url: '/admin/background-checks' }) },
  {
    method: 'POST',
    route: '/admin/background-checks',
    request: async () => ({
      url: '/admin/background-checks',
      body: { username: (await makeUser({ birth: birthForAge(30) })).username, submittedAt: '2026-01-05', partnerName: 'staff-entered', status: 'pending' },
    }),
  },
]

const users = new Map<string, User>()
let learner: User

async function send(client: any, row: Row, user: User | undefined, target: User) {
  const { url, body } = await row.request(target)
  let request: ApiRequest = client[row.method.toLowerCase()](url).withInertia().redirects(0)
  if (row.method === 'POST') request = request.json(body ?? {}).withCsrfToken()
  if (user) request = request.loginAs(user)
  return request
}

test.group('Assurance staff routes: authorisation (spec 000 §6.3 Users: safety)', (group) => {
  group.setup(async () => {
    learner = await makeUser()
    for (const principal of STAFF) if (principal.roles) users.set(principal.label, await makeUser({ roles: principal.roles.length ? principal.roles : ['approved'] }))
  })

  test('every /admin route of the module has a row', ({ assert }) => {
    const mine = Object.values(router.toJSON())
      .flat()
      .filter((route) => String(route.name ?? '').startsWith('assurance.') && route.pattern.startsWith('/admin/'))
      .flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${route.pattern}`))
    assert.sameMembers(mine, STAFF_ROWS.map((row) => `${row.method} ${row.route}`))
  })

  test('{method} {route}')
    .with(STAFF_ROWS)
    .run(async ({ client, assert }, row) => {
      const mismatches: string[] = []
      for (const principal of STAFF) {
        const response = await send(client, row, users.get(principal.label), learner)
        const status = response.status()
        const component = response.header('x-inertia') ? response.body()?.component : undefined
        const ok = principal.allowed
          ? (row.method === 'GET' ? [200] : [302, 303]).includes(status) && component !== 'identity/access_blocked'
          : status === (principal.roles ? 403 : 401) && component === 'identity/access_blocked'
        if (!ok) mismatches.push(`${principal.label}: got ${status} ${component ?? ''}`)
      }
      assert.deepEqual(mismatches, [])
    })
    .timeout(60_000)
})

test.group('Age verification routes: authorisation (members only)', () => {
  test('visitor 401, unverified 403, member allowed: {route}')
    .with([
      { method: 'GET', route: '/verify-age', status: 200 },
      { method: 'POST', route: '/verify-age', status: 302 },
      // An Inertia visit is sent to the provider's address with Inertia's 409 + X-Inertia-Location.
      { method: 'POST', route: '/verify-age/start', status: 409 },
      { method: 'GET', route: '/verify-age/callback', status: 404 },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const call = (user?: User) => {
        let request: ApiRequest = client[row.method === 'GET' ? 'get' : 'post'](row.route).withInertia().redirects(0)
        if (row.method === 'POST') request = request.json({}).withCsrfToken()
        return user ? request.loginAs(user) : request
      }
      assert.equal((await call()).status(), 401)
      assert.equal((await call(await makeUser({ verified: false, onboarded: false }))).status(), 403)
      // The local video provider never calls back: a callback is a 404 (nothing is disclosed or changed).
      assert.equal((await call(await makeUser({ birth: birthForAge(17) }))).status(), row.status)
    })
})

import { test } from '@japa/runner'
import { makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import db from '@adonisjs/lucid/services/db'
import ConsentEvent from '../../models/consent_event.js'
import { appendConsentEvent } from '../../ledger.js'
import { parentConsentLink } from '../../links.js'
import { DEMO, expiredParentLink, guardianLinkFor, installDemoPrograms, restorePrograms } from '../helpers.js'

/*
 * Every consent route for each kind of person (issue 16 §1): a visitor; the learner; another
 * learner; staff (admin:super). A learner's pages need an account and show only their own ledger;
 * a parent's pages need no account — the signed link is the permission, for the one learner it
 * names (an invalid link 403, an expired one 410, and nothing changes).
 */
type Who = 'visitor' | 'learner' | 'otherLearner' | 'staff'
const WHO: Who[] = ['visitor', 'learner', 'otherLearner', 'staff']
let people: Record<Exclude<Who, 'visitor'>, User>
const GUARDIAN = 'auth.parent@example.org'

async function requestFor(learner: User, email = GUARDIAN) {
  return db.transaction((trx) =>
    appendConsentEvent(trx, { userId: learner.id, action: 'request', purpose: 'participation', programSlug: DEMO.slug, givenBy: 'parent_guardian', guardianName: 'Pat Parent', guardianEmail: email })
  )
}

async function grantFor(learner: User, email = GUARDIAN) {
  await requestFor(learner, email)
  return db.transaction((trx) =>
    appendConsentEvent(trx, { userId: learner.id, action: 'grant', purpose: 'participation', programSlug: DEMO.slug, givenBy: 'parent_guardian', guardianName: 'Pat Parent', guardianEmail: email })
  )
}

const PARENT_BODY = { relationship: 'guardian', signedName: 'Pat Parent', confirmGuardian: true, confirmParticipation: true, confirmRevocable: true }
const KEY = `consent|participation|${DEMO.slug}|*|parent_guardian`

type Row = {
  label: string
  method: 'get' | 'post'
  /** Fresh per person: one person's write never affects the next. */
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>
  /** Expected status per person. */
  expect: Record<Who, number>
}

const MEMBERS = { visitor: 401, learner: 200, otherLearner: 200, staff: 200 }
const MEMBER_WRITES = { visitor: 401, learner: 302, otherLearner: 302, staff: 302 }
const ANYONE = (status: number) => ({ visitor: status, learner: status, otherLearner: status, staff: status })

const ROWS: Row[] = [
  { label: 'GET /request-parent-consent', method: 'get', prepare: async () => ({ url: '/request-parent-consent' }), expect: MEMBERS },
  {
    label: 'POST /request-parent-consent',
    method: 'post',
    prepare: async () => ({ url: '/request-parent-consent', body: { program: DEMO.slug, guardianName: 'Pat Parent', guardianEmail: 'pat.auth@example.org' } }),
    expect: MEMBER_WRITES,
  },
  { label: 'GET /consent/assent', method: 'get', prepare: async () => ({ url: '/consent/assent' }), expect: MEMBERS },
  { label: 'POST /consent/assent', method: 'post', prepare: async () => ({ url: '/consent/assent', body: { program: DEMO.slug, agree: true } }), expect: MEMBER_WRITES },
  { label: 'GET /guardian', method: 'get', prepare: async () => ({ url: '/guardian' }), expect: ANYONE(200) },
  { label: 'POST /guardian', method: 'post', prepare: async () => ({ url: '/guardian', body: { email: 'nobody@example.org' } }), expect: ANYONE(302) },
  { label: 'GET /parent-consent/:token (valid link)', method: 'get', prepare: async () => ({ url: parentConsentLink((await requestFor(await makeLearner())).id) }), expect: ANYONE(200) },
  {
    label: 'POST /parent-consent/:token (valid link)',
    method: 'post',
    prepare: async () => ({ url: parentConsentLink((await requestFor(await makeLearner())).id), body: PARENT_BODY }),
    expect: ANYONE(302),
  },
  { label: 'GET /parent-consent/:token (expired)', method: 'get', prepare: async () => ({ url: expiredParentLink((await requestFor(await makeLearner())).id) }), expect: ANYONE(410) },
  {
    label: 'POST /parent-consent/:token (tampered)',
    method: 'post',
    prepare: async () => ({ url: `${parentConsentLink((await requestFor(await makeLearner())).id)}x`, body: PARENT_BODY }),
    expect: ANYONE(403),
  },
  { label: 'GET /guardian/:token (valid link)', method: 'get', prepare: async () => ({ url: guardianLinkFor((await makeLearner()).id, GUARDIAN) }), expect: ANYONE(200) },
  {
    label: 'POST /guardian/:token/revoke (valid link)',
    method: 'post',
    prepare: async () => {
      const learner = await makeLearner()
      await grantFor(learner)
      return { url: `${guardianLinkFor(learner.id, GUARDIAN)}/revoke`, body: { key: KEY } }
    },
    expect: ANYONE(302),
  },
  {
    label: 'POST /guardian/:token/revoke (expired link)',
    method: 'post',
    prepare: async () => {
      const learner = await makeLearner()
      await grantFor(learner)
      return { url: `${guardianLinkFor(learner.id, GUARDIAN, new Date(Date.now() - 1000))}/revoke`, body: { key: KEY } }
    },
    expect: ANYONE(410),
  },
]

test.group('Consent authorisation (issue 16 §1)', (group) => {
  group.setup(async () => {
    installDemoPrograms()
    people = {
      learner: await makeLearner(),
      otherLearner: await makeLearner(),
      staff: await makeUser({ birth: '1980-01-01', roles: ['approved', 'admin:basic', 'admin:super'] }),
    }
    return () => restorePrograms()
  })
  group.each.setup(() => resetRateLimits())

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const { url, body } = await row.prepare()
        let request = client[row.method](url).withInertia().withCsrfToken().redirects(0)
        if (body) request = request.json(body)
        if (who !== 'visitor') request = request.loginAs(people[who])
        const response = await request
        assert.equal(response.status(), row.expect[who], `${who}: ${response.status()}`)
      }
    })
    .timeout(120_000)

  test('a learner’s pages show only their own consents', async ({ client, assert }) => {
    // Fresh people: the rows above wrote to the principals' ledgers.
    const [owner, otherLearner, staff] = [await makeLearner(), await makeLearner(), await makeUser({ birth: '1980-01-01', roles: ['approved', 'admin:basic', 'admin:super'] })]
    await grantFor(owner)
    for (const path of ['/request-parent-consent', '/consent/assent']) {
      const own = await client.get(path).withInertia().loginAs(owner)
      assert.lengthOf((own.inertiaProps as any).consents, 1, path)
      for (const other of [otherLearner, staff]) {
        const page = await client.get(path).withInertia().loginAs(other)
        assert.lengthOf((page.inertiaProps as any).consents, 0, path)
      }
    }
  })

  test('a parent link opens only the learner it names, and refused links change nothing', async ({ client, assert }) => {
    const learner = await makeLearner()
    const other = await makeLearner()
    await grantFor(other)
    const request = await requestFor(learner)
    const page = await client.get(parentConsentLink(request.id)).withInertia()
    assert.equal((page.inertiaProps as any).learnerFirstName, learner.firstName)
    const guardian = await client.get(guardianLinkFor(learner.id, GUARDIAN)).withInertia()
    assert.lengthOf((guardian.inertiaProps as any).consents, 0)

    const before = await ConsentEvent.query().whereIn('user_id', [learner.id, other.id]).count('* as n')
    await client.post(`${parentConsentLink(request.id)}x`).withInertia().withCsrfToken().json(PARENT_BODY)
    await client.post(expiredParentLink(request.id)).withInertia().withCsrfToken().json(PARENT_BODY)
    // The learner's guardian link cannot withdraw the other learner's consent (same guardian, same program key).
    await client.post(`${guardianLinkFor(learner.id, GUARDIAN)}/revoke`).withInertia().withCsrfToken().json({ key: KEY })
    const after = await ConsentEvent.query().whereIn('user_id', [learner.id, other.id]).count('* as n')
    assert.equal(after[0].$extras.n, before[0].$extras.n)
  })

  test('a first visit (not an Inertia request) to a refused link gets the page with its status', async ({ client, assert }) => {
    const request = await requestFor(await makeLearner())
    const expired = await client.get(expiredParentLink(request.id))
    assert.equal(expired.status(), 410)
    assert.include(expired.text(), 'link_problem')
    assert.equal((await client.get(`${parentConsentLink(request.id)}x`)).status(), 403)
  })

  test('a malformed token is not found, never an error', async ({ client, assert }) => {
    for (const path of ['/parent-consent/abc', '/guardian/%00', '/guardian/not-a-token/revoke']) {
      const response = await client.get(path).withInertia()
      assert.equal(response.status(), 404, path)
    }
  })
})

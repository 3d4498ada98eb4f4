import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { birthForAge, makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { checkMatrixRow, type MatrixRow } from '#tests/helpers/authorization_matrix'
import { makeOffers, makeOnlineTutor } from '../factories.js'

/*
 * Every substitutes route for each kind of person (issue 18 "authorisation rows for every route";
 * README "Who may do what"): an offer is personal — only the tutor it was made to sees or accepts
 * it; a visitor gets the sign-in screen (401); a learner, another tutor and staff get the
 * not-found page (no existence leak).
 */
type Who = 'visitor' | 'offered' | 'otherTutor' | 'learner' | 'staff' | 'superAdmin'

let people: Record<Exclude<Who, 'visitor'>, User>

const freshOffer = async () => (await makeOffers([people.offered])).offerIds[0]

const ROWS: MatrixRow<Who>[] = [
  { label: 'GET /substitute/:id (the offered tutor only)', method: 'get', prepare: async () => ({ url: `/substitute/${await freshOffer()}` }), allowed: ['offered'], denied: { default: 404 } },
  {
    label: 'POST /substitute/:id/accept (the offered tutor only)',
    method: 'post',
    prepare: async () => ({ url: `/substitute/${await freshOffer()}/accept` }),
    allowed: ['offered'],
    denied: { default: 404 },
  },
]

test.group('Substitutes: authorisation (issue 18)', (group) => {
  group.setup(async () => {
    people = {
      offered: await makeOnlineTutor(),
      otherTutor: await makeOnlineTutor(),
      learner: await makeLearner(),
      staff: await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] as any }),
      superAdmin: await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:super'] as any }),
    }
  })
  group.each.setup(() => resetRateLimits())

  for (const row of ROWS) {
    test(row.label, async (context) => {
      await checkMatrixRow(context, row, { visitor: null, ...people })
    })
  }

  test("the session's own host and its registrants cannot see or take another tutor's offer", async ({ client, assert }) => {
    const { session, host, learners, offerIds } = await makeOffers([people.offered])
    for (const who of [host, learners[0]]) {
      assert.equal((await client.get(`/substitute/${offerIds[0]}`).withInertia().loginAs(who)).status(), 404)
      const post = await client.post(`/substitute/${offerIds[0]}/accept`).withCsrfToken().withInertia().loginAs(who).redirects(0)
      assert.equal(post.status(), 404)
    }
    const call = await db.from('substitute_calls').where('session_id', session.id).first()
    assert.isNull(call.accepted_by_user_id)
  })

  test('a tutor who lost the right to host since the offer (background-check flag) is refused and nothing changes', async ({ client, assert }) => {
    const tutor = await makeOnlineTutor()
    const { session, offerIds } = await makeOffers([tutor])
    const { assignRole } = await import('#modules/identity/index')
    await assignRole({ userId: tutor.id, role: 'flag:background_check_missing' as any, byUserId: null, source: 'test' })
    const post = await client.post(`/substitute/${offerIds[0]}/accept`).withCsrfToken().withInertia().loginAs(tutor).redirects(0)
    assert.equal(post.status(), 302)
    assert.isString((post.flashMessages() as any)?.error)
    assert.isNull(await db.from('session_hosts').where('session_id', session.id).where('user_id', tutor.id).first())
  })

  test('the offer page shows the session, not who is registered', async ({ client, assert }) => {
    const { session, offerIds, learners } = await makeOffers([people.offered])
    const response = await client.get(`/substitute/${offerIds[0]}`).withInertia().loginAs(people.offered)
    response.assertStatus(200)
    const offer = (response.inertiaProps as any).offer
    assert.equal(offer.status, 'open')
    assert.equal(offer.title, session.title)
    assert.equal(offer.registrants, 1)
    assert.sameMembers(Object.keys(offer), ['id', 'status', 'sessionId', 'title', 'topicName', 'worldTitle', 'hostName', 'startDate', 'endDate', 'registrants'])
    assert.notInclude(JSON.stringify(response.inertiaProps), learners[0].name)
    assert.notInclude(JSON.stringify(response.inertiaProps), learners[0].email)
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import type { Topic } from '#modules/catalog/index'
import type { World } from '#modules/worlds/index'
import { makeMember } from '#modules/worlds/tests/factories'
import { pickUpRequest } from '../../actions/pick_up_request.js'
import { makeLiveHelpWorld, makeOpenRequest, makeWorldLearner, makeWorldTutor } from '../factories.js'

/*
 * Every route of live help for each kind of person (issue 18 §1; README "Safety"): a visitor; the
 * learner who asked (15); another learner of the same world; a tutor of the world not certified
 * for the topic; a tutor of the world certified for it; staff (admin:basic). A request is seen by
 * its learner, tutors who may take it and staff: anyone else gets 404 (its existence is not told).
 * A person who may see it but not do this gets the policy's sentence as a toast (302 + error flash).
 */
type Who = 'visitor' | 'learner' | 'otherLearner' | 'uncertifiedTutor' | 'certifiedTutor' | 'staff'
const WHO: Who[] = ['visitor', 'learner', 'otherLearner', 'uncertifiedTutor', 'certifiedTutor', 'staff']
const SIGNED_IN = WHO.filter((who) => who !== 'visitor')

type Setup = { people: Record<Exclude<Who, 'visitor'>, User>; world: World; topic: Topic }
let setup: Setup

type Row = {
  label: string
  method: 'get' | 'post'
  prepare: (who: Who) => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
  /** What an allowed person gets (default: 200 for a page, a redirect for a write). */
  allowedStatus?: number
  /** Signed-in people who may see the request but not do this: the sentence as a toast. */
  told?: Who[]
}

/** Closes the person's current request (one per learner, spec 001 §4.3) so a fresh one can be asked. */
async function closeCurrent(user: User) {
  await db.from('live_help_requests').where('user_id', user.id).whereNull('canceled_at').whereNull('completed_at').update({ canceled_at: sqlTime(DateTime.utc()), cancellation_reason: 'test reset' })
}

async function freshRequest() {
  await closeCurrent(setup.people.learner)
  return makeOpenRequest(setup.people.learner, setup.world.id, setup.topic.id)
}

async function pickedRequest() {
  const request = await freshRequest()
  const outcome = await pickUpRequest(request, setup.people.certifiedTutor.id)
  if (!outcome.ok) throw new Error(outcome.reason)
  return request
}

const ROWS: Row[] = [
  { label: 'GET /live-help', method: 'get', prepare: async () => ({ url: '/live-help?status=open' }), allowed: SIGNED_IN },
  { label: 'GET /dashboard/live-help', method: 'get', prepare: async () => ({ url: '/dashboard/live-help?filter=open&p=1&tab=mine' }), allowed: SIGNED_IN },
  { label: 'GET /doubt-clearing (a redirect, for everyone)', method: 'get', prepare: async () => ({ url: '/doubt-clearing' }), allowed: WHO, allowedStatus: 302 },
  {
    label: 'POST /live-help (each person a member of the world, without a current question)',
    method: 'post',
    prepare: async (who) => {
      if (who !== 'visitor') await closeCurrent(setup.people[who])
      if (who === 'staff') await makeMember(setup.people.staff.id, setup.world.id).catch(() => null)
      return { url: '/live-help', body: { worldId: setup.world.id, topicId: setup.topic.id, question: 'How do I factor x^2 + 5x + 6 quickly?' } }
    },
    allowed: SIGNED_IN,
  },
  { label: 'POST /live-help/:id/pick-up', method: 'post', prepare: async () => ({ url: `/live-help/${(await freshRequest()).id}/pick-up` }), allowed: ['certifiedTutor'], told: ['learner', 'staff'] },
  {
    label: 'POST /live-help/:id/complete (picked up by the certified tutor)',
    method: 'post',
    prepare: async () => ({ url: `/live-help/${(await pickedRequest()).id}/complete`, body: { note: 'Done together.' } }),
    allowed: ['certifiedTutor', 'staff'],
    told: ['learner'],
  },
  {
    label: 'POST /live-help/:id/cancel (an open question)',
    method: 'post',
    prepare: async () => ({ url: `/live-help/${(await freshRequest()).id}/cancel`, body: { reason: 'No longer needed.' } }),
    allowed: ['learner', 'staff'],
    told: ['certifiedTutor'],
  },
  {
    label: 'POST /live-help/:id/cancel (a question in progress)',
    method: 'post',
    prepare: async () => ({ url: `/live-help/${(await pickedRequest()).id}/cancel`, body: { reason: 'No longer needed.' } }),
    allowed: ['learner', 'certifiedTutor', 'staff'],
  },
]

test.group('Live help authorisation (issue 18 §1)', (group) => {
  group.setup(async () => {
    const { world, topic } = await makeLiveHelpWorld()
    setup = {
      world,
      topic,
      people: {
        learner: await makeWorldLearner(world.id),
        otherLearner: await makeWorldLearner(world.id),
        uncertifiedTutor: await makeWorldTutor(world.id, topic.id, { certified: false }),
        certifiedTutor: await makeWorldTutor(world.id, topic.id),
        staff: await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic'] }),
      },
    }
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const { url, body } = await row.prepare(who)
        const user = who === 'visitor' ? null : setup.people[who]
        let request = client[row.method](url).withInertia().withCsrfToken().redirects(0)
        if (body) request = request.json(body)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        if (row.allowed.includes(who)) {
          if (row.allowedStatus) assert.equal(status, row.allowedStatus, who)
          else assert.oneOf(status, row.method === 'get' ? [200] : [302, 303], `${who}: ${status}`)
          if (row.method === 'post') {
            assert.notExists(response.flashMessages()?.error, `${who}: ${JSON.stringify(response.flashMessages()?.error)}`)
            assert.notExists(response.flashMessages()?.inputErrorsBag, `${who}: ${JSON.stringify(response.flashMessages()?.inputErrorsBag)}`)
          }
        } else if (!user) {
          assert.equal(status, 401, who)
        } else if (row.told?.includes(who)) {
          assert.equal(status, 302, who)
          assert.exists(response.flashMessages()?.error, who)
        } else {
          assert.equal(status, 404, who)
        }
      }
    })
    .timeout(180_000)

  test('README "Safety": a question is listed to its learner, tutors who may take it and staff only; no e-mail or birth date', async ({ client, assert }) => {
    const request = await freshRequest()
    const elsewhere = await makeLiveHelpWorld()
    // Certified for the topic but not a member of the world.
    const outsider = await makeWorldTutor(elsewhere.world.id, setup.topic.id)
    const sees = async (user: User, tab: string) => {
      const page = await client.get('/live-help').qs({ tab, status: 'open' }).withInertia().loginAs(user)
      const props = page.inertiaProps as any
      assert.notInclude(JSON.stringify(props.requests), setup.people.learner.email)
      assert.notInclude(JSON.stringify(props.requests), 'dateOfBirth')
      return props.tab === tab && props.requests.some((r: { id: number }) => r.id === request.id)
    }
    assert.isTrue(await sees(setup.people.learner, 'mine'))
    assert.isTrue(await sees(setup.people.certifiedTutor, 'tutor'))
    assert.isTrue(await sees(setup.people.staff, 'all'))
    assert.isFalse(await sees(setup.people.otherLearner, 'mine'))
    assert.isFalse(await sees(setup.people.otherLearner, 'all'), 'a learner has no all tab')
    assert.isFalse(await sees(setup.people.uncertifiedTutor, 'tutor'))
    assert.isFalse(await sees(outsider, 'tutor'))
  }).timeout(60_000)

  test('tutoring\'s age rule: a tutor under 18 does not see an adult learner\'s question and may not pick it up', async ({ client, assert }) => {
    const adult = await makeUser({ birth: '1995-01-01' })
    await makeMember(adult.id, setup.world.id)
    const request = await makeOpenRequest(adult, setup.world.id, setup.topic.id)
    const { makeCertification } = await import('#modules/catalog/tests/factories')
    const minorTutor = await makeUser({ birth: DateTime.utc().minus({ years: 16, days: 30 }).toISODate()!, roles: ['approved', 'tutor'] })
    await makeMember(minorTutor.id, setup.world.id, 'tutor')
    await makeCertification(minorTutor.id, setup.topic.id, 'approved')
    const page = await client.get('/live-help').qs({ tab: 'tutor', status: 'open' }).withInertia().loginAs(minorTutor)
    assert.notInclude((page.inertiaProps as any).requests.map((r: { id: number }) => r.id), request.id)
    const picked = await client.post(`/live-help/${request.id}/pick-up`).withInertia().withCsrfToken().loginAs(minorTutor).redirects(0)
    assert.equal(picked.status(), 404)
    await request.refresh()
    assert.isNull(request.tutorUserId)
  }).timeout(60_000)
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import type { Topic } from '#modules/catalog/index'
import { makeCertification } from '#modules/catalog/tests/factories'
import { makeListedTutor, makeRequest, makeTopicWithWorld } from '../factories.js'

/*
 * Every route of tutors for each kind of person (issue 18 §2; README "Safety policy"): a visitor;
 * the learner who made the request (a minor); another learner; the tutor asked; another listed
 * tutor; staff (admin:basic). Denied people get 401 (visitor), 403 (not a tutor: the profile) or
 * 404 (a request that is not theirs is not disclosed).
 */
type Who = 'visitor' | 'learner' | 'otherLearner' | 'tutor' | 'otherTutor' | 'staff'
const WHO: Who[] = ['visitor', 'learner', 'otherLearner', 'tutor', 'otherTutor', 'staff']
const SIGNED_IN = WHO.filter((who) => who !== 'visitor')

type Setup = { people: Record<Exclude<Who, 'visitor'>, User>; topic: Topic }
let setup: Setup

type Row = {
  label: string
  method: 'get' | 'post'
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
  deniedStatus: 403 | 404
  /** A signed-in person answered otherwise (a sentence, 409) although not allowed. */
  otherwise?: Partial<Record<Who, number>>
}

const inTwoDays = () => DateTime.now().setZone('UTC').plus({ days: 2 }).set({ second: 0, millisecond: 0 }).toFormat("yyyy-MM-dd'T'HH:mm")
const openRequest = () => makeRequest({ userId: setup.people.learner.id, tutorUserId: setup.people.tutor.id, topicId: setup.topic.id })

const ROWS: Row[] = [
  { label: 'GET /explore/tutors', method: 'get', prepare: async () => ({ url: '/explore/tutors' }), allowed: WHO, deniedStatus: 404 },
  { label: 'GET /tutor/one-on-one', method: 'get', prepare: async () => ({ url: '/tutor/one-on-one' }), allowed: ['tutor', 'otherTutor'], deniedStatus: 403 },
  {
    label: 'POST /tutor/one-on-one (others: the policy sentence as a toast)',
    method: 'post',
    prepare: async () => ({ url: '/tutor/one-on-one', body: { bio: 'Happy to help.', languages: ['en'], topicIds: [setup.topic.id], isActive: true } }),
    allowed: ['tutor', 'otherTutor'],
    deniedStatus: 403,
    otherwise: { learner: 302, otherLearner: 302, staff: 302 },
  },
  {
    label: 'POST /explore/tutors/:userId/request (a fresh listed tutor each time)',
    method: 'post',
    prepare: async () => ({ url: `/explore/tutors/${(await makeListedTutor(setup.topic.id)).tutor.id}/request`, body: { topicId: setup.topic.id, details: 'I am stuck on factoring quadratics.' } }),
    allowed: SIGNED_IN,
    deniedStatus: 403,
  },
  { label: 'GET /dashboard/one-on-one', method: 'get', prepare: async () => ({ url: '/dashboard/one-on-one' }), allowed: SIGNED_IN, deniedStatus: 403 },
  {
    label: 'POST /dashboard/one-on-one/:id/decline',
    method: 'post',
    prepare: async () => ({ url: `/dashboard/one-on-one/${(await openRequest()).id}/decline`, body: { reason: 'I am away this month.' } }),
    allowed: ['tutor'],
    deniedStatus: 404,
  },
  {
    label: 'POST /dashboard/one-on-one/:id/schedule',
    method: 'post',
    prepare: async () => ({ url: `/dashboard/one-on-one/${(await openRequest()).id}/schedule`, body: { startDate: inTwoDays(), minutes: 45 } }),
    allowed: ['tutor'],
    deniedStatus: 404,
  },
  {
    label: 'POST /dashboard/one-on-one/:id/close (an open request: its learner withdraws; the tutor must decline instead)',
    method: 'post',
    prepare: async () => ({ url: `/dashboard/one-on-one/${(await openRequest()).id}/close` }),
    allowed: ['learner'],
    deniedStatus: 404,
    otherwise: { tutor: 302 },
  },
]

test.group('Tutors authorisation (issue 18 §2)', (group) => {
  group.setup(async () => {
    const { topic } = await makeTopicWithWorld()
    const tutor = (await makeListedTutor(topic.id)).tutor
    const otherTutor = (await makeListedTutor(topic.id)).tutor
    setup = {
      topic,
      people: { learner: await makeLearner(), otherLearner: await makeLearner(), tutor, otherTutor, staff: await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic'] }) },
    }
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const { url, body } = await row.prepare()
        const user = who === 'visitor' ? null : setup.people[who]
        let request = client[row.method](url).withInertia().withCsrfToken().redirects(0)
        if (body) request = request.json(body)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        if (row.allowed.includes(who)) {
          assert.oneOf(status, row.method === 'get' ? [200] : [302, 303], `${who}: ${status}`)
          if (row.method === 'post') assert.notExists(response.flashMessages()?.error, `${who}: ${JSON.stringify(response.flashMessages()?.error)}`)
        } else if (!user) {
          assert.equal(status, 401, who)
        } else if (row.otherwise?.[who]) {
          assert.equal(status, row.otherwise[who], who)
          if (status === 302) assert.exists(response.flashMessages()?.error, who)
        } else {
          assert.equal(status, row.deniedStatus, who)
        }
      }
    })
    .timeout(120_000)

  test('a request is seen by its learner, its tutor and staff only; nobody sees an email or a birth date', async ({ client, assert }) => {
    const request = await openRequest()
    const seen: Record<string, boolean> = {}
    for (const who of SIGNED_IN) {
      const page = await client.get('/dashboard/one-on-one').withInertia().loginAs(setup.people[who])
      const props = page.inertiaProps as any
      const ids = [...props.mine, ...props.toMe, ...(props.all ?? [])].map((row: { id: number }) => row.id)
      seen[who] = ids.includes(request.id)
      const text = JSON.stringify({ mine: props.mine, toMe: props.toMe, all: props.all })
      for (const other of SIGNED_IN) assert.notInclude(text, setup.people[other].email, `${who} sees ${other}'s email`)
      assert.notInclude(text, 'dateOfBirth', who)
      assert.notInclude(text, setup.people.learner.dateOfBirth!.toISODate()!, who)
    }
    assert.deepEqual(seen, { learner: true, otherLearner: false, tutor: true, otherTutor: false, staff: true })
    const tutorView = (await client.get('/dashboard/one-on-one').withInertia().loginAs(setup.people.tutor)).inertiaProps as any
    assert.notInclude(tutorView.mine.map((row: { id: number }) => row.id), request.id, 'a request to the tutor is not listed as theirs')
    assert.include(tutorView.toMe.map((row: { id: number }) => row.id), request.id)
    assert.isNull(tutorView.all, 'the tutor is not staff')
  })

  test('a denied write changes nothing', async ({ client, assert }) => {
    const request = await openRequest()
    await client.post(`/dashboard/one-on-one/${request.id}/decline`).json({ reason: 'Not for you to say.' }).withCsrfToken().loginAs(setup.people.otherTutor)
    await client.post(`/dashboard/one-on-one/${request.id}/schedule`).json({ startDate: inTwoDays(), minutes: 30 }).withCsrfToken().loginAs(setup.people.staff)
    await client.post(`/dashboard/one-on-one/${request.id}/close`).withCsrfToken().loginAs(setup.people.otherLearner)
    await request.refresh()
    assert.equal(request.status, 'open')
    assert.isNull(request.sessionId)
    assert.isNull(request.declineReason)
  })

  test('a minor tutor, a revoked tutor and a tutor flagged for a missing background check may not offer one-on-ones', async ({ client, assert }) => {
    const minor = await makeUser({ birth: DateTime.utc().minus({ years: 16 }).toISODate()!, roles: ['approved', 'tutor'] })
    const revoked = await makeTutor(['tutor:revoked'])
    const flagged = await makeTutor(['flag:background_check_missing'])
    for (const person of [minor, revoked, flagged]) {
      await makeCertification(person.id, setup.topic.id, 'approved')
      const page = await client.get('/tutor/one-on-one').withInertia().loginAs(person)
      assert.equal(page.status(), 403, person.username)
      const saved = await client.post('/tutor/one-on-one').json({ languages: ['en'], topicIds: [setup.topic.id], isActive: true }).withCsrfToken().loginAs(person).redirects(0)
      assert.notEqual(saved.status(), 200)
      assert.isTrue(Boolean(saved.flashMessages()?.error) || saved.status() === 403)
    }
    const { default: OneOnOneProfile } = await import('../../models/one_on_one_profile.js')
    assert.lengthOf(await OneOnOneProfile.query().whereIn('user_id', [minor.id, revoked.id, flagged.id]), 0)
  })
})

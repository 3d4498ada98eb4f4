import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { sqlTime } from '#app/support/database/values'
import { makeLearner, makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { makeCertification, makeTopic } from '#modules/catalog/tests/factories'
import DemandPledge from '../../models/demand_pledge.js'
import { PLEDGE_DAYS, PLEDGE_LIMIT, PLEDGE_MESSAGES } from '../../rules.js'
import { makeListedTutor, makeRequest, makeTopicWithWorld } from '../factories.js'

/*
 * Demand pledges (issue 18 §2 ★; README "Demand pledges"): a learner waits for a tutor on a topic
 * no available tutor offers; tutors who can tutor it see how many wait and when, never who.
 */
const pledge = (client: any, user: User, body: Record<string, unknown>) =>
  client.post('/explore/tutors/pledges').json(body).withCsrfToken().withInertia().loginAs(user).redirects(0)
const fieldError = (response: any, field: string) => (response.flashMessages()?.inputErrorsBag as Record<string, string> | undefined)?.[field]
const freeTopic = async () => {
  const { course } = await makeTopicWithWorld()
  return makeTopic(course.id, 'unit')
}

test.group('Demand pledges: authorisation', (group) => {
  group.each.setup(() => resetRateLimits())

  test('POST /explore/tutors/pledges: visitors sign in; learners, tutors and staff may; an account not yet reviewed may not', async ({ client, assert }) => {
    const topic = await freeTopic()
    ;(await client.post('/explore/tutors/pledges').json({ topicId: topic.id }).withCsrfToken().withInertia().redirects(0)).assertStatus(401)
    for (const person of [await makeLearner(), await makeTutor(), await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:policy'] })]) {
      const response = await pledge(client, person, { topicId: topic.id })
      assert.equal(response.status(), 302)
      assert.notExists(response.flashMessages()?.error)
      assert.notExists(fieldError(response, 'topicId'))
    }
    const unreviewed = await makeUser({ roles: [] })
    const refused = await client.post('/explore/tutors/pledges').json({ topicId: topic.id }).header('Accept', 'application/json').withCsrfToken().loginAs(unreviewed)
    refused.assertStatus(403)
    assert.lengthOf(await DemandPledge.query().where('user_id', unreviewed.id), 0)
  })

  test('POST /explore/tutors/pledges/:id/withdraw: only the learner who pledged; anyone else gets not found and nothing changes', async ({ client, assert }) => {
    const topic = await freeTopic()
    const learner = await makeLearner()
    await pledge(client, learner, { topicId: topic.id })
    const mine = await DemandPledge.query().where('user_id', learner.id).firstOrFail()
    ;(await client.post(`/explore/tutors/pledges/${mine.id}/withdraw`).withCsrfToken().withInertia().redirects(0)).assertStatus(401)
    for (const other of [await makeLearner(), await makeTutor(), await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:safety'] })]) {
      ;(await client.post(`/explore/tutors/pledges/${mine.id}/withdraw`).withCsrfToken().withInertia().loginAs(other).redirects(0)).assertStatus(404)
    }
    assert.exists(await DemandPledge.find(mine.id))
    const own = await client.post(`/explore/tutors/pledges/${mine.id}/withdraw`).withCsrfToken().withInertia().loginAs(learner).redirects(0)
    assert.equal(own.status(), 302)
    assert.isNull(await DemandPledge.find(mine.id))
  })
})

test.group('Demand pledges (issue 18 §2 ★)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a topic with an available tutor is refused (request them); a throttled tutor does not count; inactive topics and bad slots are refused', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const learner = await makeLearner()
    assert.equal(fieldError(await pledge(client, learner, { topicId: topic.id }), 'topicId'), PLEDGE_MESSAGES.tutorsAvailable)
    for (let index = 0; index < 5; index++) await makeRequest({ userId: (await makeLearner()).id, tutorUserId: tutor.id, topicId: topic.id })
    const accepted = await pledge(client, learner, { topicId: topic.id, slot: 'tue-evening' })
    assert.notExists(fieldError(accepted, 'topicId'), 'spec 001 §5.5: a throttled tutor is not available')

    const inactive = await makeTopic(topic.courseId, 'unit', { active: false })
    assert.equal(fieldError(await pledge(client, learner, { topicId: inactive.id }), 'topicId'), PLEDGE_MESSAGES.topic)
    assert.exists(fieldError(await pledge(client, learner, { topicId: (await freeTopic()).id, slot: 'mon-night' }), 'slot'))
    assert.exists(fieldError(await pledge(client, learner, { topicId: 'abc' }), 'topicId'))
    assert.deepEqual((await DemandPledge.query().where('user_id', learner.id)).map((row) => row.topicId), [topic.id])
  })

  test(`one pledge per topic (a second replaces its time); at most ${PLEDGE_LIMIT} at once; the learner sees theirs on /explore/tutors`, async ({ client, assert }) => {
    const learner = await makeLearner()
    const topic = await freeTopic()
    await pledge(client, learner, { topicId: topic.id, slot: 'mon-evening' })
    await pledge(client, learner, { topicId: topic.id, slot: 'sat-morning' })
    const rows = await DemandPledge.query().where('user_id', learner.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].slot, 'sat-morning')
    for (let index = 1; index < PLEDGE_LIMIT; index++) await pledge(client, learner, { topicId: (await freeTopic()).id })
    assert.equal(fieldError(await pledge(client, learner, { topicId: (await freeTopic()).id }), 'topicId'), PLEDGE_MESSAGES.limit)
    assert.lengthOf(await DemandPledge.query().where('user_id', learner.id), PLEDGE_LIMIT)
    const page = (await client.get('/explore/tutors').withInertia().loginAs(learner)).inertiaProps as any
    assert.lengthOf(page.pledges, PLEDGE_LIMIT)
    assert.deepInclude(page.pledges.find((entry: any) => entry.topicId === topic.id), { slot: 'sat-morning', topicName: topic.name })
    const visitor = (await client.get('/explore/tutors').withInertia()).inertiaProps as any
    assert.deepEqual(visitor.pledges, [])
  })

  test('a tutor who can tutor the topic sees how many learners wait and when (in their zone), never who; other tutors do not see it', async ({ client, assert }) => {
    const topic = await freeTopic()
    const tutor = await makeTutor()
    await makeCertification(tutor.id, topic.id, 'approved')
    await db.from('users').where('id', tutor.id).update({ timezone: 'America/New_York' })
    const learners = [await makeLearner(), await makeLearner(), await makeLearner()]
    for (const learner of learners) await db.from('users').where('id', learner.id).update({ timezone: 'America/New_York' })
    await pledge(client, learners[0], { topicId: topic.id, slot: 'mon-evening' })
    await pledge(client, learners[1], { topicId: topic.id, slot: 'mon-evening' })
    await pledge(client, learners[2], { topicId: topic.id })

    const page = await client.get('/tutor/one-on-one').withInertia().loginAs(tutor)
    page.assertStatus(200)
    const demand = (page.inertiaProps as any).demand.find((entry: any) => entry.topicId === topic.id)
    assert.deepEqual(demand, { topicId: topic.id, topicName: topic.name, learners: 3, anyTime: 1, slots: [{ slot: 'mon-evening', learners: 2 }] })
    const text = JSON.stringify((page.inertiaProps as any).demand)
    for (const learner of learners) {
      assert.notInclude(text, learner.name)
      assert.notInclude(text, learner.username)
    }
    const uncertified = await makeTutor()
    const other = (await client.get('/tutor/one-on-one').withInertia().loginAs(uncertified)).inertiaProps as any
    assert.notInclude(other.demand.map((entry: any) => entry.topicId), topic.id)
  })

  test(`pledges stop counting after ${PLEDGE_DAYS} days and the retention rule deletes them`, async ({ client, assert }) => {
    const topic = await freeTopic()
    const learner = await makeLearner()
    await pledge(client, learner, { topicId: topic.id })
    const row = await DemandPledge.query().where('user_id', learner.id).firstOrFail()
    await db.from('one_on_one_demand_pledges').where('id', row.id).update({ created_at: sqlTime(DateTime.utc().minus({ days: PLEDGE_DAYS + 1 })) })
    const page = (await client.get('/explore/tutors').withInertia().loginAs(learner)).inertiaProps as any
    assert.deepEqual(page.pledges, [])
    const rule = hooks.retentionRules().find((entry) => entry.key === 'tutors.demand-pledges')!
    assert.isAtLeast(await rule.count(new Date()), 1)
    assert.isAtLeast(await rule.purge(new Date()), 1)
    assert.isNull(await DemandPledge.find(row.id))
    assert.equal(await rule.count(new Date()), 0)
  })
})

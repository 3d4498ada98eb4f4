import { test } from '@japa/runner'
import { registerForSession } from '#modules/tutoring/index'
import { registerForSeries } from '#modules/series/index'
import { followTopic } from '#modules/catalog/index'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makePastSession } from '#modules/tutoring/tests/factories'
import { hostSeries, makeSession } from '../factories.js'

/** An active challenge topic of its own course: any tutor can tutor it (spec 000 §6.4). */
const challengeTopic = async () => makeTopic((await makeCourse()).id, 'challenge')

/*
 * Dashboards (issue "Kernel" §6): /dashboard for members, /tutor for tutors; page access as in
 * spec 000 §2.3 (401 not_logged_in, email_not_verified, 403 not_enough_permission).
 */
test.group('Dashboards: page access', () => {
  test('a visitor is asked to sign in on /dashboard and /tutor', async ({ client }) => {
    for (const path of ['/dashboard', '/tutor']) {
      const response = await client.get(path).withInertia()
      response.assertStatus(401)
      response.assertInertiaPropsContains({ code: 'not_logged_in', currentPath: path })
    }
  })

  test('an unverified account is asked to verify its email on both', async ({ client }) => {
    const user = await makeUser({ verified: false, onboarded: false })
    for (const path of ['/dashboard', '/tutor']) {
      const response = await client.get(path).withInertia().loginAs(user)
      response.assertInertiaPropsContains({ code: 'email_not_verified' })
    }
  })

  test('a learner opens /dashboard; /tutor is Access Denied', async ({ client }) => {
    const learner = await makeLearner()
    const dashboard = await client.get('/dashboard').withInertia().loginAs(learner)
    dashboard.assertStatus(200)
    dashboard.assertInertiaComponent('dashboard/learner')
    const tutor = await client.get('/tutor').withInertia().loginAs(learner)
    tutor.assertStatus(403)
    tutor.assertInertiaPropsContains({ code: 'not_enough_permission' })
  })

  test('a tutor opens both; the account menu has "Tutor dashboard" for tutors only', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const dashboard = await client.get('/dashboard').withInertia().loginAs(tutor)
    dashboard.assertInertiaComponent('dashboard/learner')
    const page = await client.get('/tutor').withInertia().loginAs(tutor)
    page.assertStatus(200)
    page.assertInertiaComponent('dashboard/tutor')
    assert.deepInclude(page.inertiaProps.navigation.menus.account, { label: 'Tutor dashboard', href: '/tutor' })
    const learner = await makeLearner()
    const other = await client.get('/dashboard').withInertia().loginAs(learner)
    assert.notDeepInclude(other.inertiaProps.navigation.menus.account ?? [], { label: 'Tutor dashboard', href: '/tutor' })
  })

  test('?celebrate is passed to the page (spec 000 §2.6: the frame throws confetti)', async ({ client, assert }) => {
    const learner = await makeLearner()
    const plain = await client.get('/dashboard').withInertia().loginAs(learner)
    assert.isFalse(plain.inertiaProps.celebrate)
    const party = await client.get('/dashboard?celebrate').withInertia().loginAs(learner)
    assert.isTrue(party.inertiaProps.celebrate)
  })
})

test.group('Dashboards: content', () => {
  test('the learner dashboard lists a registered session and series, not other people\'s', async ({ client, assert }) => {
    const world = await makeWorld()
    const topic = await challengeTopic()
    const host = await makeTutor()
    const learner = await makeLearner()
    const session = await makeSession({ host, worldId: world.id, topicId: topic.id, title: 'Quadratics drop-in' })
    const untouched = await makeSession({ host, worldId: world.id, topicId: topic.id, title: 'Someone else\'s', startInMinutes: 3 * 24 * 60 })
    const registered = await registerForSession(session.id, learner.id)
    assert.isTrue(registered.ok)
    const { seriesId } = await hostSeries({ host, worldId: world.id, topicId: topic.id, title: 'Four weeks of functions' })
    const joined = await registerForSeries(seriesId, learner.id)
    assert.deepEqual(joined, { ok: true })

    const response = await client.get('/dashboard').withInertia().loginAs(learner)
    const props = response.inertiaProps
    const upcomingIds = props.upcoming.map((s: any) => s.id)
    assert.include(upcomingIds, session.id)
    assert.notInclude(upcomingIds, untouched.id)
    assert.deepInclude(props.series.map((s: any) => ({ id: s.id, title: s.title })), { id: seriesId, title: 'Four weeks of functions' })
    const own = props.upcoming.find((s: any) => s.id === session.id)
    assert.equal(own.role, 'learner')
    // Recommendations never repeat what the learner already attends.
    assert.notInclude(props.recommended.map((s: any) => s.id), session.id)
  })

  test('recommendations: open sessions on followed topics and member worlds first', async ({ client, assert }) => {
    const host = await makeTutor()
    const learner = await makeLearner()
    const publicWorld = await makeWorld()
    const myWorld = await makeWorld('membership')
    const followed = await challengeTopic()
    const other = await challengeTopic()
    await followTopic(learner.id, followed.id)
    await makeMember(learner.id, myWorld.id)
    const soonest = await makeSession({ host, worldId: publicWorld.id, topicId: other.id, startInMinutes: 60 })
    const onTopic = await makeSession({ host, worldId: publicWorld.id, topicId: followed.id, startInMinutes: 5 * 24 * 60 })
    const inWorld = await makeSession({ host, worldId: myWorld.id, topicId: other.id, startInMinutes: 6 * 24 * 60 })
    const full = await makeSession({ host, worldId: publicWorld.id, topicId: followed.id, startInMinutes: 2 * 60, maxLearners: 1 })
    const taker = await makeLearner()
    assert.isTrue((await registerForSession(full.id, taker.id)).ok)
    const hidden = await makeSession({ host, worldId: (await makeWorld('membership')).id, topicId: followed.id, startInMinutes: 90 })

    const response = await client.get('/dashboard').withInertia().loginAs(learner)
    const ids = response.inertiaProps.recommended.map((s: any) => s.id)
    assert.isBelow(ids.indexOf(onTopic.id), ids.indexOf(soonest.id))
    assert.include(ids, inWorld.id)
    assert.notInclude(ids, full.id, 'full sessions are not suggested')
    assert.notInclude(ids, hidden.id, 'sessions of a membership world the learner is not in stay hidden')
    const reasons = Object.fromEntries(response.inertiaProps.recommended.map((s: any) => [s.id, s.reason]))
    assert.equal(reasons[onTopic.id], 'topic')
    assert.equal(reasons[inWorld.id], 'world')
  })

  test('the tutor dashboard lists hosted sessions and series, and the worlds to host a series in', async ({ client, assert }) => {
    const world = await makeWorld()
    const topic = await challengeTopic()
    const tutor = await makeTutor()
    const mine = await makeSession({ host: tutor, worldId: world.id, topicId: topic.id, title: 'Logarithms clinic' })
    const otherHost = await makeTutor()
    const notMine = await makeSession({ host: otherHost, worldId: world.id, topicId: topic.id })
    const { seriesId } = await hostSeries({ host: tutor, worldId: world.id, topicId: topic.id, title: 'Essay bootcamp' })

    const response = await client.get('/tutor').withInertia().loginAs(tutor)
    const props = response.inertiaProps
    const ids = props.upcoming.map((s: any) => s.id)
    assert.include(ids, mine.id)
    assert.notInclude(ids, notMine.id)
    assert.equal(props.upcoming.find((s: any) => s.id === mine.id).role, 'main')
    assert.include(props.series.map((s: any) => s.id), seriesId)
    assert.deepInclude(props.hostWorlds, { slug: world.slug, title: world.title, templates: 1 })
    // A membership world the tutor is not in is not offered.
    const closed = await makeWorld('membership')
    await hostSeries({ host: tutor, worldId: closed.id, topicId: topic.id }).catch(() => null)
    const again = await client.get('/tutor').withInertia().loginAs(tutor)
    assert.notInclude(again.inertiaProps.hostWorlds.map((w: any) => w.slug), closed.slug)
  })
})

/*
 * Queries per page (issue "Kernel": at most 6, independent of row counts): the page's own
 * queries, beyond the frame every page pays (session store, user, roles, banner) measured on a
 * not-found page by the same viewer. Smallest of three requests (a BullMQ worker in the test
 * process may run queries meanwhile).
 */
test.group('Dashboards: queries per page', (group) => {
  const { measure } = queryCounter(group)

  test('/dashboard and /tutor cost the same for 2 and 12 rows of everything', async ({ client, assert }) => {
    const figures: Record<string, number> = {}
    for (const size of [2, 12]) {
      const world = await makeWorld()
      const tutor = await makeTutor()
      const learner = await makeLearner()
      await makeMember(learner.id, world.id)
      for (let i = 0; i < size; i++) {
        const topic = await challengeTopic()
        await followTopic(learner.id, topic.id)
        const session = await makeSession({ host: tutor, worldId: world.id, topicId: topic.id, startInMinutes: 24 * 60 + i * 90 })
        assert.isTrue((await registerForSession(session.id, learner.id)).ok)
        await makeSession({ host: tutor, worldId: world.id, topicId: topic.id, startInMinutes: 30 * 24 * 60 + i * 90 })
        if (i < 3) {
          const { seriesId } = await hostSeries({ host: tutor, worldId: world.id, topicId: topic.id })
          assert.deepEqual(await registerForSeries(seriesId, learner.id), { ok: true })
        }
      }
      const frameLearner = await measure(() => client.get('/no-such-page-for-counting').withInertia().loginAs(learner))
      const frameTutor = await measure(() => client.get('/no-such-page-for-counting').withInertia().loginAs(tutor))
      figures[`learner ${size}`] = (await measure(() => client.get('/dashboard').withInertia().loginAs(learner))) - frameLearner
      figures[`tutor ${size}`] = (await measure(() => client.get('/tutor').withInertia().loginAs(tutor))) - frameTutor
    }
    console.log('dashboard query counts (own queries beyond the frame):', JSON.stringify(figures))
    for (const key of ['learner', 'tutor']) {
      assert.equal(figures[`${key} 2`], figures[`${key} 12`], `${key}: 2 vs 12 rows`)
      assert.isAtMost(figures[`${key} 12`], 6, key)
    }
  }).timeout(120_000)

  test('issue 11: with the session feedback prompt due, /dashboard stays within 6 statements of its own', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeTutor()
    const calm = await makeLearner()
    const prompted = await makeLearner()
    for (const learner of [calm, prompted]) {
      await makeMember(learner.id, world.id)
      await followTopic(learner.id, (await challengeTopic()).id)
    }
    await makePastSession({ host: tutor, learners: [prompted] })
    // The frame of a viewer with nothing due (its "nothing pending" answers remembered): session, user, roles, banner.
    await client.get('/no-such-page-for-counting').withInertia().loginAs(calm)
    const frame = await measure(() => client.get('/no-such-page-for-counting').withInertia().loginAs(calm))
    const page = await client.get('/dashboard').withInertia().loginAs(prompted)
    assert.equal(page.inertiaProps.prompt?.key, 'feedback.session')
    const total = await measure(() => client.get('/dashboard').withInertia().loginAs(prompted))
    // The page's reads (upcoming, series ×2, followed topics + worlds, suggestions) and the prompt's one.
    assert.isAtMost(total - frame, 6)
  }).timeout(120_000)
})

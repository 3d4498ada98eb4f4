import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { listUpcomingSessions, cancelSession, recommendedSessionsFor, registerForSession } from '#modules/tutoring/index'
import { User } from '#modules/identity/index'
import { earliestUpcomingStart } from '../../queries/conditions.js'
import { EXPLORE_COUNT_AHEAD, EXPLORE_PER_PAGE, MAX_SESSION_MINUTES, MEETING_OVERRUN_LIMIT_MINUTES } from '../../constants.js'
import { makeUser, makeLearner, makeTutor, birthForAge } from '#tests/helpers/users'
import { makeWorld, makeMember } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeSession, setTimes } from '../factories.js'

/*
 * Explore (spec 000 §2.2 /explore, /explore/all?filter=; issue "Kernel" §2): upcoming sessions
 * with filters (world, topic, day range, language, open seats, text), sorted by start,
 * paginated; visibility per spec 000 §6.4.
 */
const ids = (response: any) => response.inertiaProps.sessions.map((s: any) => s.id)

test.group('Explore: access and listing', () => {
  test('visitors and learners see the page; a world filter lists its upcoming sessions sorted by start', async ({ client, assert }) => {
    const world = await makeWorld()
    const late = await makeSession({ worldId: world.id, startInMinutes: 3 * 24 * 60 })
    const early = await makeSession({ worldId: world.id, startInMinutes: 24 * 60 })
    const visitor = await client.get(`/explore?world=${world.slug}`).withInertia()
    visitor.assertStatus(200)
    visitor.assertInertiaComponent('tutoring/explore')
    assert.deepEqual(ids(visitor), [early.session.id, late.session.id])
    const learner = await makeLearner()
    const signedIn = await client.get(`/explore?world=${world.slug}`).withInertia().loginAs(learner)
    assert.deepEqual(ids(signedIn), [early.session.id, late.session.id])
    const card = signedIn.inertiaProps.sessions[0]
    assert.equal(card.seatsLeft, 10)
    assert.equal(card.worldSlug, world.slug)
    assert.isFalse(card.registered)
  })

  test('ended and canceled sessions are not listed; an in-progress one is', async ({ client, assert }) => {
    const world = await makeWorld()
    const ended = await makeSession({ worldId: world.id })
    await setTimes(ended.session.id, { start_date: DateTime.utc().minus({ hours: 3 }), end_date: DateTime.utc().minus({ hours: 2 }) })
    const running = await makeSession({ worldId: world.id })
    await setTimes(running.session.id, { start_date: DateTime.utc().minus({ minutes: 10 }), end_date: DateTime.utc().plus({ minutes: 50 }) })
    const canceled = await makeSession({ worldId: world.id })
    await cancelSession(canceled.session.id, canceled.host.id, null)
    const response = await client.get(`/explore?world=${world.slug}`).withInertia()
    assert.deepEqual(ids(response), [running.session.id])
    assert.equal(response.inertiaProps.sessions[0].state, 'in_progress')
  })

  test('a meeting running over, at the edge of the start-date bound, is still listed (spec 001 §4.3)', async ({ client, assert }) => {
    // The longest session (MAX_SESSION_MINUTES) with attempted hosting stays upcoming until the
    // overrun limit after its end: its start is just inside earliestUpcomingStart.
    const world = await makeWorld()
    const now = DateTime.utc()
    const start = now.minus({ minutes: MAX_SESSION_MINUTES + MEETING_OVERRUN_LIMIT_MINUTES - 5 })
    const overrun = await makeSession({ worldId: world.id })
    await setTimes(overrun.session.id, { start_date: start, end_date: start.plus({ minutes: MAX_SESSION_MINUTES }), zoom_start_date: start })
    await db.from('tutoring_sessions').where('id', overrun.session.id).update({ attempted_hosting: true })
    const over = await makeSession({ worldId: world.id })
    const earlier = start.minus({ minutes: 10 })
    await setTimes(over.session.id, { start_date: earlier, end_date: earlier.plus({ minutes: MAX_SESSION_MINUTES }), zoom_start_date: earlier })
    await db.from('tutoring_sessions').where('id', over.session.id).update({ attempted_hosting: true })
    assert.isTrue(earliestUpcomingStart(now) < start)
    const response = await client.get(`/explore?world=${world.slug}`).withInertia()
    assert.deepEqual(ids(response), [overrun.session.id])
    assert.equal(response.inertiaProps.sessions[0].state, 'in_progress')
  })

  test('filters: topic, day range, language, open seats and text', async ({ client, assert }) => {
    const world = await makeWorld()
    const topic = await makeTopic((await makeCourse()).id, 'challenge', { name: `Quadratic equations ${Date.now()}` })
    const a = await makeSession({ worldId: world.id, topicId: topic.id, startInMinutes: 24 * 60, languages: ['es'], title: 'Repaso de álgebra' })
    const b = await makeSession({ worldId: world.id, startInMinutes: 5 * 24 * 60, maxLearners: 1, title: 'Graphing lines' })
    await db.from('tutoring_sessions').where('id', b.session.id).update({ seats_taken: 1 })
    const c = await makeSession({ worldId: world.id, startInMinutes: 10 * 24 * 60, title: 'Systems of equations' })
    const base = `/explore?world=${world.slug}`
    assert.deepEqual(ids(await client.get(`${base}&topic=${topic.id}`).withInertia()), [a.session.id])
    assert.deepEqual(ids(await client.get(`${base}&language=es`).withInertia()), [a.session.id])
    assert.deepEqual(ids(await client.get(`${base}&open=1`).withInertia()), [a.session.id, c.session.id])
    const from = DateTime.utc().plus({ days: 4 }).toISODate()
    const to = DateTime.utc().plus({ days: 6 }).toISODate()
    assert.deepEqual(ids(await client.get(`${base}&from=${from}&to=${to}`).withInertia()), [b.session.id])
    assert.deepEqual(ids(await client.get(`${base}&filter=equations`).withInertia()), [a.session.id, c.session.id])
    assert.deepEqual(ids(await client.get(`${base}&filter=GRAPHING`).withInertia()), [b.session.id])
    // Malformed filters are ignored, never a 500.
    const odd = await client.get(`${base}&topic=abc&from=yesterday&language=xx&page=-3&filter=${'%25'.repeat(5)}`).withInertia()
    odd.assertStatus(200)
    assert.deepEqual(ids(odd), [a.session.id, b.session.id, c.session.id])
  })

  test('/explore/all?filter= goes to /explore with the filter (spec 000 §2.1, §2.2)', async ({ client, assert }) => {
    const response = await client.get('/explore/all?filter=algebra').redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/explore?filter=algebra')
  })

  test('paginates (12 per page)', async ({ client, assert }) => {
    const world = await makeWorld()
    const host = await makeTutor()
    const topic = await makeTopic((await makeCourse()).id, 'challenge')
    for (let i = 0; i < 14; i++) await makeSession({ worldId: world.id, host, topicId: topic.id, startInMinutes: 24 * 60 + i * 60 })
    const first = await client.get(`/explore?world=${world.slug}`).withInertia()
    assert.lengthOf(first.inertiaProps.sessions, 12)
    assert.deepInclude(first.inertiaProps.sessionsMeta, { total: 14, currentPage: 1, lastPage: 2 })
    const second = await client.get(`/explore?world=${world.slug}&page=2`).withInertia()
    assert.lengthOf(second.inertiaProps.sessions, 2)
  })

  test('the count stops EXPLORE_COUNT_AHEAD rows past the page and says so', async ({ client, assert }) => {
    const world = await makeWorld()
    const { session } = await makeSession({ worldId: world.id, startInMinutes: 24 * 60 })
    const row = await db.from('tutoring_sessions').where('id', session.id).first()
    const copy = { ...row }
    delete copy.id
    const cap = EXPLORE_PER_PAGE + EXPLORE_COUNT_AHEAD
    await db.table('tutoring_sessions').multiInsert(Array.from({ length: cap + 1 }, () => ({ ...copy })))
    const first = await client.get(`/explore?world=${world.slug}`).withInertia()
    assert.deepInclude(first.inertiaProps.sessionsMeta, { total: cap, totalCapped: true, currentPage: 1, lastPage: cap / EXPLORE_PER_PAGE })
    // Further pages count further ahead; the last one is exact.
    const last = await client.get(`/explore?world=${world.slug}&page=12`).withInertia()
    assert.lengthOf(last.inertiaProps.sessions, cap + 2 - 11 * EXPLORE_PER_PAGE)
    assert.deepInclude(last.inertiaProps.sessionsMeta, { total: cap + 2, totalCapped: false, lastPage: 12 })
  })
})

test.group('Explore: who sees what (spec 000 §6.4)', () => {
  test('a membership world’s sessions are listed for its members and staff only', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const { session } = await makeSession({ worldId: world.id })
    const member = await makeLearner()
    await makeMember(member.id, world.id)
    const outsider = await makeLearner()
    const staff = await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] })
    const filter = `/explore?world=${world.slug}`
    assert.deepEqual(ids(await client.get(filter).withInertia()), [])
    assert.deepEqual(ids(await client.get(filter).withInertia().loginAs(outsider)), [])
    assert.deepEqual(ids(await client.get(filter).withInertia().loginAs(member)), [session.id])
    assert.deepEqual(ids(await client.get(filter).withInertia().loginAs(staff)), [session.id])
  })

  test('an unlisted world’s sessions stay out of the general list but show in its own list', async ({ client, assert }) => {
    const world = await makeWorld('unlisted')
    const { session } = await makeSession({ worldId: world.id, title: `Unlisted ${Date.now()}` })
    const everything = await client.get(`/explore?filter=${encodeURIComponent(session.title)}`).withInertia()
    assert.deepEqual(ids(everything), [])
    const own = await listUpcomingSessions({ worldId: world.id })
    assert.deepEqual(own.data.map((s) => s.id), [session.id])
  })

  test('a minor tutor’s session is hidden from adult learners and visitors, shown to minors and tutors', async ({ client, assert }) => {
    const world = await makeWorld()
    const minorTutor = await makeUser({ birth: birthForAge(17), roles: ['approved', 'tutor'] })
    const { session } = await makeSession({ worldId: world.id, host: minorTutor })
    const filter = `/explore?world=${world.slug}`
    assert.deepEqual(ids(await client.get(filter).withInertia()), [])
    assert.deepEqual(ids(await client.get(filter).withInertia().loginAs(await makeUser({ birth: birthForAge(19) }))), [])
    assert.deepEqual(ids(await client.get(filter).withInertia().loginAs(await makeUser({ birth: birthForAge(14) }))), [session.id])
    assert.deepEqual(ids(await client.get(filter).withInertia().loginAs(await makeUser({ birth: birthForAge(30), roles: ['approved', 'tutor'] }))), [session.id])
    assert.deepEqual(ids(await client.get(filter).withInertia().loginAs(await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] }))), [session.id])
  })

  test('listUpcomingSessions: the public shape, filters and the viewer rule', async ({ assert }) => {
    const world = await makeWorld()
    const topic = await makeTopic((await makeCourse()).id, 'challenge')
    const { session, host } = await makeSession({ worldId: world.id, topicId: topic.id })
    const minorHost = await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] })
    await makeSession({ worldId: world.id, host: minorHost })
    const adult = await makeUser({ birth: birthForAge(22) })
    const page = await listUpcomingSessions({ worldId: world.id, viewerId: adult.id })
    assert.deepEqual(page.data.map((s) => s.id), [session.id])
    assert.deepEqual(Object.keys(page.data[0]).sort(), ['endDate', 'hostName', 'id', 'seatsLeft', 'startDate', 'title', 'topicName', 'worldSlug'])
    assert.equal(page.data[0].hostName, host.name)
    assert.deepEqual(page.meta, { total: 1, currentPage: 1, lastPage: 1 })
    const minor = await makeUser({ birth: birthForAge(15) })
    assert.lengthOf((await listUpcomingSessions({ worldId: world.id, viewerId: minor.id })).data, 2)
    assert.lengthOf((await listUpcomingSessions({ worldId: world.id, topicId: topic.id, viewerId: minor.id })).data, 1)
    const paged = await listUpcomingSessions({ worldId: world.id, viewerId: minor.id, perPage: 1, page: 2 })
    assert.lengthOf(paged.data, 1)
    assert.deepEqual(paged.meta, { total: 2, currentPage: 2, lastPage: 2 })
  })
})

test.group('Recommended sessions (dashboards)', () => {
  test('followed topics first, then member worlds, then soonest; never full, own or invisible ones', async ({ assert }) => {
    const learner = await makeUser({ birth: birthForAge(19) })
    const world = await makeWorld()
    const mine = await makeWorld()
    const topic = await makeTopic((await makeCourse()).id, 'challenge')
    const soon = await makeSession({ worldId: world.id, startInMinutes: 60 * 24 })
    const inWorld = await makeSession({ worldId: mine.id, startInMinutes: 60 * 48 })
    const onTopic = await makeSession({ worldId: world.id, topicId: topic.id, startInMinutes: 60 * 72 })
    const full = await makeSession({ worldId: mine.id, topicId: topic.id, maxLearners: 1 })
    await registerForSession(full.session.id, (await makeLearner()).id)
    const attending = await makeSession({ worldId: mine.id, topicId: topic.id })
    await registerForSession(attending.session.id, learner.id)
    const minorHosted = await makeSession({ worldId: mine.id, topicId: topic.id, host: await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] }) })
    const viewer = { user: await User.findOrFail(learner.id), roles: await (await User.findOrFail(learner.id)).roles() }
    // Other tests' sessions share the database: only this test's topic and world rank first.
    const list = await recommendedSessionsFor(viewer, { topicIds: [topic.id], worldIds: [mine.id], limit: 50 })
    const listed = list.map((s) => s.id)
    assert.deepEqual(listed.slice(0, 2), [onTopic.session.id, inWorld.session.id])
    assert.deepEqual(list.slice(0, 2).map((s) => s.reason), ['topic', 'world'])
    assert.isTrue(list.slice(2).every((s) => s.reason === 'soon'))
    for (const hidden of [full, attending, minorHosted]) assert.notInclude(listed, hidden.session.id)
    const starts = list.slice(2).map((s) => s.startDate)
    assert.deepEqual(starts, [...starts].sort((a, b) => Date.parse(a) - Date.parse(b)))
    const onlySoon = await recommendedSessionsFor(viewer, { topicIds: [], worldIds: [], excludeIds: [onTopic.session.id], limit: 50 })
    assert.notInclude(onlySoon.map((s) => s.id), onTopic.session.id)
    assert.isTrue(onlySoon.every((s) => s.reason === 'soon'))
    assert.isAbove(list.length, 2, `at least ${soon.session.id} follows as "soon"`)
  })
})

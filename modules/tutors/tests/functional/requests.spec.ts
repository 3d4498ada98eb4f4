import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { TutoringSession, SessionHost, SessionRegistration } from '#modules/tutoring/index'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import SessionRequest from '../../models/session_request.js'
import OneOnOneProfile from '../../models/one_on_one_profile.js'
import { REQUEST_MESSAGES } from '../../rules.js'
import { PROFILE_MESSAGES } from '../../actions/save_profile.js'
import { makeListedTutor, makeRequest, makeTopicWithWorld } from '../factories.js'

const details = 'I keep getting stuck when factoring quadratics.'
const inTwoDays = () => DateTime.utc().plus({ days: 2 }).set({ second: 0, millisecond: 0 }).toFormat("yyyy-MM-dd'T'HH:mm")

test.group('One-on-one profiles and the tutor directory (spec 001 §3.1 tutor_profile; spec 000 §2.6; issue 18 §2)', () => {
  test('spec 000 §2.6: the Learn menu lists Tutors at /explore/tutors, for visitors too', async ({ client, assert }) => {
    const page = await client.get('/explore/tutors').withInertia()
    const learn = (page.inertiaProps as any).navigation.menus.learn as Array<{ label: string; href: string }>
    assert.isTrue(learn.some((entry) => entry.label === 'Tutors' && entry.href === '/explore/tutors'))
  })

  test('a tutor offers only topics they can tutor; an active profile is listed, a paused one is not', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const other = await makeTopic((await makeCourse()).id, 'unit')
    const tutor = await makeTutor()
    await makeCertification(tutor.id, topic.id, 'approved')

    const refused = await client.post('/tutor/one-on-one').json({ bio: 'Hi', languages: ['en'], topicIds: [other.id], isActive: true }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].message, PROFILE_MESSAGES.topics)
    assert.isNull(await OneOnOneProfile.findBy('user_id', tutor.id), 'nothing saved')

    const saved = await client.post('/tutor/one-on-one').json({ bio: 'Ten years of algebra.', languages: ['en', 'es'], topicIds: [topic.id], isActive: true }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    saved.assertStatus(200)
    const listed = await client.get('/explore/tutors').qs({ topic: topic.id }).withInertia()
    const cards = (listed.inertiaProps as any).tutors
    assert.lengthOf(cards, 1)
    assert.equal(cards[0].userId, tutor.id)
    assert.deepEqual(cards[0].topics, [{ id: topic.id, name: topic.name, certified: true }])
    assert.notInclude(JSON.stringify(listed.inertiaProps), tutor.email, 'no email in the directory')
    assert.notProperty(cards[0], 'dateOfBirth')

    await client.post('/tutor/one-on-one').json({ bio: 'Ten years of algebra.', languages: ['en'], topicIds: [topic.id], isActive: false }).withCsrfToken().loginAs(tutor)
    const paused = await client.get('/explore/tutors').qs({ topic: topic.id }).withInertia()
    assert.lengthOf((paused.inertiaProps as any).tutors, 0)
  })

  test('filters: language, certified only; bad filter values are ignored', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const spanish = (await makeListedTutor(topic.id, { languages: ['es'] })).tutor
    const english = (await makeListedTutor(topic.id, { languages: ['en'] })).tutor
    const byLanguage = await client.get('/explore/tutors').qs({ topic: topic.id, language: 'es' }).withInertia()
    assert.deepEqual((byLanguage.inertiaProps as any).tutors.map((c: { userId: number }) => c.userId), [spanish.id])
    const bad = await client.get('/explore/tutors').qs({ topic: topic.id, language: 'xx', page: 'abc', certified: 'maybe' }).withInertia()
    bad.assertStatus(200)
    assert.sameMembers((bad.inertiaProps as any).tutors.map((c: { userId: number }) => c.userId), [spanish.id, english.id])

    // A challenge topic needs no certification: its tutor is not "certified".
    const challenge = await makeTopic(topic.courseId, 'challenge')
    const uncertified = await makeTutor()
    await client.post('/tutor/one-on-one').json({ languages: ['en'], topicIds: [challenge.id], isActive: true }).withCsrfToken().loginAs(uncertified)
    const all = await client.get('/explore/tutors').qs({ topic: challenge.id }).withInertia()
    assert.deepEqual((all.inertiaProps as any).tutors.map((c: { userId: number }) => c.userId), [uncertified.id])
    const certifiedOnly = await client.get('/explore/tutors').qs({ topic: challenge.id, certified: '1' }).withInertia()
    assert.lengthOf((certifiedOnly.inertiaProps as any).tutors, 0)
  })
})

test.group('One-on-one requests (spec 001 §3.3 session_request, §5.5; issue 18 §2)', () => {
  const ask = (client: any, learner: any, tutorId: number, body: Record<string, unknown>) =>
    client.post(`/explore/tutors/${tutorId}/request`).json(body).header('Accept', 'application/json').withCsrfToken().loginAs(learner)

  test('a learner requests; bad input, self, unoffered topics and a second open request are refused and change nothing', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const learner = await makeLearner()
    const other = await makeTopic(topic.courseId, 'unit')

    const short = await ask(client, learner, tutor.id, { topicId: topic.id, details: 'help' })
    short.assertStatus(422)
    const unoffered = await ask(client, learner, tutor.id, { topicId: other.id, details })
    assert.equal(unoffered.body().message, REQUEST_MESSAGES.topic)
    const self = await ask(client, tutor, tutor.id, { topicId: topic.id, details })
    assert.equal(self.body().message, REQUEST_MESSAGES.self)
    assert.lengthOf(await SessionRequest.query().where('tutor_user_id', tutor.id), 0)

    const sent = await ask(client, learner, tutor.id, { topicId: topic.id, details })
    sent.assertStatus(200)
    const request = await SessionRequest.findByOrFail('user_id', learner.id)
    assert.equal(request.status, 'open')
    assert.equal(request.details, details)
    assert.equal(request.priority, 1, 'a first request comes first')
    assert.deepEqual(request.activityLog.map((e) => e.action), ['requested'])

    const again = await ask(client, learner, tutor.id, { topicId: topic.id, details })
    again.assertStatus(409)
    assert.equal(again.body().message, REQUEST_MESSAGES.pending)
    assert.lengthOf(await SessionRequest.query().where('user_id', learner.id), 1)
  })

  test('spec 001 §5.5: a tutor with 5 requests in the last 7 days takes no new one, and other tutors for the topic are offered', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor: busy } = await makeListedTutor(topic.id)
    const { tutor: free } = await makeListedTutor(topic.id)
    for (let i = 0; i < 4; i++) await makeRequest({ userId: (await makeLearner()).id, tutorUserId: busy.id, topicId: topic.id, status: 'declined' })
    await makeRequest({ userId: (await makeLearner()).id, tutorUserId: busy.id, topicId: topic.id, createdAt: DateTime.utc().minus({ days: 8 }) })

    const fifth = await ask(client, await makeLearner(), busy.id, { topicId: topic.id, details })
    fifth.assertStatus(200)
    const sixth = await ask(client, await makeLearner(), busy.id, { topicId: topic.id, details })
    sixth.assertStatus(409)
    assert.equal(sixth.body().message, REQUEST_MESSAGES.throttled)
    assert.deepEqual(sixth.body().alternatives.map((a: { userId: number }) => a.userId), [free.id])
    assert.lengthOf(await SessionRequest.query().where('tutor_user_id', busy.id), 6, '4 declined + 1 old + the fifth')

    const card = ((await client.get('/explore/tutors').qs({ topic: topic.id }).withInertia()).inertiaProps as any).tutors.find((c: { userId: number }) => c.userId === busy.id)
    assert.isTrue(card.throttled)
  })

  test('the tutor schedules: a one-seat platform session with a room, the tutor hosting, the learner registered', async ({ client, assert }) => {
    const { topic, world } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id, { languages: ['es'] })
    const learner = await makeLearner()
    const request = await makeRequest({ userId: learner.id, tutorUserId: tutor.id, topicId: topic.id })

    const tooSoon = await client.post(`/dashboard/one-on-one/${request.id}/schedule`).json({ startDate: DateTime.utc().minus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"), minutes: 45 }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    tooSoon.assertStatus(422)
    const tooLong = await client.post(`/dashboard/one-on-one/${request.id}/schedule`).json({ startDate: inTwoDays(), minutes: 600 }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    tooLong.assertStatus(422)
    await request.refresh()
    assert.equal(request.status, 'open')

    const done = await client.post(`/dashboard/one-on-one/${request.id}/schedule`).json({ startDate: inTwoDays(), minutes: 45 }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    done.assertStatus(200)
    await request.refresh()
    assert.equal(request.status, 'scheduled')
    const session = await TutoringSession.findOrFail(request.sessionId)
    assert.equal(session.maxLearners, 1)
    assert.equal(session.topicId, topic.id)
    assert.equal(session.worldId, world.id)
    assert.deepEqual(session.languages, ['es'])
    assert.isNotNull(session.meetingUrl, 'a platform room')
    assert.equal(session.endDate.diff(session.startDate, 'minutes').minutes, 45)
    assert.isNotNull(await SessionHost.query().where({ sessionId: session.id, userId: tutor.id, role: 'main' }).first())
    assert.isNotNull(await SessionRegistration.query().where({ sessionId: session.id, userId: learner.id }).whereNull('deleted_at').first())
    assert.deepEqual(request.activityLog.map((e) => e.action), ['scheduled'])

    const twice = await client.post(`/dashboard/one-on-one/${request.id}/schedule`).json({ startDate: inTwoDays(), minutes: 45 }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    twice.assertStatus(409)
    assert.lengthOf(await TutoringSession.query().where('user_id', tutor.id), 1)

    const page = await client.get('/dashboard/one-on-one').withInertia().loginAs(learner)
    const mine = (page.inertiaProps as any).mine.find((row: { id: number }) => row.id === request.id)
    assert.equal(mine.status, 'scheduled')
    assert.equal(mine.sessionId, session.id)
  })

  test('the tutor declines with a reason the learner reads; a declined request cannot be scheduled or withdrawn', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const learner = await makeLearner()
    const request = await makeRequest({ userId: learner.id, tutorUserId: tutor.id, topicId: topic.id })
    const blank = await client.post(`/dashboard/one-on-one/${request.id}/decline`).json({ reason: ' ' }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    blank.assertStatus(422)
    const declined = await client.post(`/dashboard/one-on-one/${request.id}/decline`).json({ reason: 'I am travelling this month.' }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    declined.assertStatus(200)
    await request.refresh()
    assert.equal(request.status, 'declined')
    assert.equal(request.declineReason, 'I am travelling this month.')
    const page = await client.get('/dashboard/one-on-one').withInertia().loginAs(learner)
    assert.equal((page.inertiaProps as any).mine[0].declineReason, 'I am travelling this month.')
    const schedule = await client.post(`/dashboard/one-on-one/${request.id}/schedule`).json({ startDate: inTwoDays(), minutes: 45 }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    schedule.assertStatus(409)
    const withdraw = await client.post(`/dashboard/one-on-one/${request.id}/close`).header('Accept', 'application/json').withCsrfToken().loginAs(learner)
    withdraw.assertStatus(409)
    await request.refresh()
    assert.equal(request.status, 'declined')
  })

  test('the learner withdraws an open request; a paused or unlisted tutor cannot be requested', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor, profile } = await makeListedTutor(topic.id)
    const learner = await makeLearner()
    const request = await makeRequest({ userId: learner.id, tutorUserId: tutor.id, topicId: topic.id })
    const closed = await client.post(`/dashboard/one-on-one/${request.id}/close`).header('Accept', 'application/json').withCsrfToken().loginAs(learner)
    closed.assertStatus(200)
    await request.refresh()
    assert.equal(request.status, 'closed')

    profile.isActive = false
    await profile.save()
    const paused = await ask(client, learner, tutor.id, { topicId: topic.id, details })
    assert.equal(paused.body().message, REQUEST_MESSAGES.notOffering)
    const stranger = await makeLearner()
    const notTutor = await ask(client, learner, stranger.id, { topicId: topic.id, details })
    assert.equal(notTutor.body().message, REQUEST_MESSAGES.notOffering)
  })

  test('an account not yet reviewed cannot request (the identity account gate); nothing is written', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const unreviewed = await makeUser({ birth: DateTime.utc().minus({ years: 15 }).toISODate()!, roles: [] })
    const refused = await ask(client, unreviewed, tutor.id, { topicId: topic.id, details })
    refused.assertStatus(403)
    assert.lengthOf(await SessionRequest.query().where('user_id', unreviewed.id), 0)
  })

  test('either side closes a scheduled request; the tutor cannot close an open one (they decline it)', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const learner = await makeLearner()
    const open = await makeRequest({ userId: learner.id, tutorUserId: tutor.id, topicId: topic.id })
    const early = await client.post(`/dashboard/one-on-one/${open.id}/close`).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    early.assertStatus(409)
    assert.equal(early.body().message, REQUEST_MESSAGES.moved)
    const scheduled = await makeRequest({ userId: (await makeLearner()).id, tutorUserId: tutor.id, topicId: topic.id, status: 'scheduled' })
    const closed = await client.post(`/dashboard/one-on-one/${scheduled.id}/close`).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    closed.assertStatus(200)
    await scheduled.refresh()
    assert.equal(scheduled.status, 'closed')
    assert.deepEqual(scheduled.activityLog.map((e) => e.action), ['closed'])
  })

  test('when the learner can no longer register, scheduling is undone: the session is cancelled and the request stays open', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const suspended = await makeUser({ birth: DateTime.utc().minus({ years: 15 }).toISODate()!, roles: ['approved', 'blocked'] })
    const request = await makeRequest({ userId: suspended.id, tutorUserId: tutor.id, topicId: topic.id })
    const answer = await client.post(`/dashboard/one-on-one/${request.id}/schedule`).json({ startDate: inTwoDays(), minutes: 45 }).header('Accept', 'application/json').withCsrfToken().loginAs(tutor)
    answer.assertStatus(409)
    await request.refresh()
    assert.equal(request.status, 'open')
    assert.isNull(request.sessionId)
    assert.deepEqual(request.activityLog, [])
    const sessions = await TutoringSession.query().where('user_id', tutor.id)
    assert.lengthOf(sessions, 1)
    assert.isNotNull(sessions[0].canceledAt)
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { birthForAge, makeTutor, makeUser } from '#tests/helpers/users'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { Channel, Post } from '#modules/community/index'
import { SessionHost, SessionRegistration, TutoringSession } from '#modules/tutoring/index'
import { pendingFeedbackOf } from '#modules/feedback/index'
import LiveHelpRequest from '../../models/live_help_request.js'
import { MESSAGES } from '../../rules.js'
import { pickUpRequest } from '../../actions/pick_up_request.js'
import { askForHelp } from '../../actions/ask_for_help.js'
import { PICKED_UP_KEY, CANCELED_KEY } from '../../notifications.js'
import { makeLiveHelpWorld, makeOpenRequest, makeWorldLearner, makeWorldTutor } from '../factories.js'

const QUESTION = 'How do I factor x^2 + 5x + 6? I keep getting the signs wrong.'
const json = (request: any, user: any) => request.header('Accept', 'application/json').withCsrfToken().loginAs(user)
const requestsOf = (userId: number) => LiveHelpRequest.query().where('user_id', userId)
const notificationsOf = (userId: number, key: string) => db.from('notifications').where({ user_id: userId, key })

test.group('Asking for live help (issue 18 §1; spec 001 §3.2 live_help_request, §4.3)', () => {
  test('a learner asks in a world they belong to: a post in the private live help channel and an open request', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    const response = await json(client.post('/live-help').json({ worldId: world.id, topicId: topic.id, question: QUESTION }), learner)
    response.assertStatus(200)
    const [request] = await requestsOf(learner.id)
    assert.exists(request)
    assert.equal(request.topicId, topic.id)
    assert.isNull(request.sessionId)
    const post = await Post.findOrFail(request.postId)
    assert.deepEqual(post.body, { serialization_method: 'plain_text', content: QUESTION })
    const channel = await Channel.findOrFail(post.channelId!)
    assert.equal(channel.worldId, world.id)
    // README "Safety": the whole world does not read live help questions, only moderators and staff in community.
    assert.equal(channel.visibility, 'private')
    assert.equal(channel.worldLevel, 'moderator')

    // A second learner's question goes to the same channel.
    const other = await makeWorldLearner(world.id)
    const second = await makeOpenRequest(other, world.id, topic.id)
    assert.equal((await Post.findOrFail(second.postId)).channelId, channel.id)
  })

  test('spec 001 §4.3: one current request per learner; asking again is refused with a message and changes nothing', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    await makeOpenRequest(learner, world.id, topic.id)
    const posts = await Post.query().where('user_id', learner.id)
    const again = await json(client.post('/live-help').json({ worldId: world.id, topicId: topic.id, question: 'Another question about quadratics please.' }), learner)
    again.assertStatus(409)
    assert.equal(again.body().message, MESSAGES.alreadyOpen)
    assert.lengthOf(await requestsOf(learner.id), 1)
    assert.lengthOf(await Post.query().where('user_id', learner.id), posts.length)

    // The Inertia form gets the same sentence as a toast.
    const page = await client.post('/live-help').json({ worldId: world.id, topicId: topic.id, question: 'Another question about quadratics please.' }).withInertia().withCsrfToken().loginAs(learner).redirects(0)
    assert.equal(page.flashMessages()?.error, MESSAGES.alreadyOpen)
  })

  test('spec 001 §4.3: two asks at once leave one current request and one post (the partial unique index)', async ({ assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    const outcomes = await Promise.all([
      askForHelp(learner, { worldId: world.id, topicId: topic.id, question: 'First way to ask about factoring.' }),
      askForHelp(learner, { worldId: world.id, topicId: topic.id, question: 'Second way to ask about factoring.' }),
    ])
    assert.sameMembers(outcomes.map((o) => o.ok), [true, false])
    assert.equal(outcomes.find((o) => !o.ok) && (outcomes.find((o) => !o.ok) as { reason: string }).reason, MESSAGES.alreadyOpen)
    assert.lengthOf(await requestsOf(learner.id), 1)
    assert.lengthOf(await Post.query().where('user_id', learner.id), 1, 'the refused post was rolled back with its request')
  })

  test('bad input, a world one is not in, a topic of another course and contact details are refused; nothing is written', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    const otherTopic = await makeTopic((await makeCourse()).id, 'unit')
    const notMine = await makeWorld('public', { courseId: topic.courseId })
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ worldId: world.id, topicId: topic.id, question: 'help' }, 'question', 'at least 10 characters'],
      [{ worldId: world.id, topicId: topic.id, question: 'x'.repeat(1001) }, 'question', 'under 1000 characters'],
      [{ worldId: 'abc', topicId: topic.id, question: QUESTION }, 'worldId', 'Choose a world.'],
      [{ worldId: world.id, question: QUESTION }, 'topicId', 'Choose a topic.'],
      [{ worldId: notMine.id, topicId: topic.id, question: QUESTION }, 'worldId', MESSAGES.notMember],
      [{ worldId: world.id, topicId: otherTopic.id, question: QUESTION }, 'topicId', MESSAGES.topicNotInWorld],
      [{ worldId: world.id, topicId: topic.id, question: 'Text me at 555-123-4567 or mail me at kid@example.org' }, 'question', MESSAGES.contactDetails],
    ]
    for (const [body, field, message] of cases) {
      const response = await json(client.post('/live-help').json(body), learner)
      response.assertStatus(422)
      const error = response.body().errors.find((e: { field: string }) => e.field === field)
      assert.exists(error, `${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(response.body())}`)
      assert.include(error.message, message)
    }
    assert.lengthOf(await requestsOf(learner.id), 0)
    assert.lengthOf(await Post.query().where('user_id', learner.id), 0)
  })

  test('a learner blocked from community may not ask', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const suspension = { context: 'community-suspension' as const, reason: 'Spam', note: null, createdAt: DateTime.utc().toISO()!, byUserId: null, liftedAt: null }
    const blocked = await makeUser({ birth: birthForAge(15), roles: ['approved', 'blocked:community'], suspensionActions: [suspension] })
    await makeMember(blocked.id, world.id)
    const response = await json(client.post('/live-help').json({ worldId: world.id, topicId: topic.id, question: QUESTION }), blocked)
    response.assertStatus(403)
    assert.lengthOf(await requestsOf(blocked.id), 0)
  })
})

test.group('Picking up, completing and canceling (issue 18 §1)', () => {
  test('ask → pick up → complete: an instant session with a room, the learner registered and told; then the learner may ask again', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    const tutor = await makeWorldTutor(world.id, topic.id)
    const request = await makeOpenRequest(learner, world.id, topic.id)

    const listed = await client.get('/live-help').qs({ status: 'open' }).withInertia().loginAs(tutor)
    listed.assertStatus(200)
    const rows = (listed.inertiaProps as any).requests
    assert.deepEqual(rows.map((r: { id: number }) => r.id), [request.id])
    assert.isTrue(rows[0].can.pickUp)
    assert.equal(rows[0].question, QUESTION)
    assert.notInclude(JSON.stringify(listed.inertiaProps), learner.email)

    const picked = await client.post(`/live-help/${request.id}/pick-up`).withInertia().withCsrfToken().loginAs(tutor).redirects(0)
    picked.assertStatus(302)
    await request.refresh()
    assert.isNotNull(request.sessionId)
    assert.equal(picked.headers().location, `/session/${request.sessionId}`)
    assert.equal(request.tutorUserId, tutor.id)
    const session = await TutoringSession.findOrFail(request.sessionId)
    assert.equal(session.userId, tutor.id)
    assert.equal(session.topicId, topic.id)
    assert.equal(session.worldId, world.id)
    assert.isNotNull(session.meetingUrl, 'a room through the meeting provider')
    assert.equal(session.endDate.diff(session.startDate, 'minutes').minutes, 30)
    // spec 001 §5.3: live help sessions ask for no feedback, even once they are over.
    assert.equal(session.format, 'live-help')
    assert.isNull(await pendingFeedbackOf(learner.id, { now: session.endDate.plus({ hours: 1 }) }))
    assert.isAtMost(session.startDate.diffNow('minutes').minutes, 3)
    assert.exists(await SessionHost.query().where({ sessionId: session.id, userId: tutor.id, role: 'main' }).first())
    assert.exists(await SessionRegistration.query().where({ sessionId: session.id, userId: learner.id }).whereNull('deleted_at').first())
    assert.lengthOf(await notificationsOf(learner.id, PICKED_UP_KEY), 1)

    // The learner sees the session on their current question.
    const mine = await client.get('/live-help').withInertia().loginAs(learner)
    const current = (mine.inertiaProps as any).current
    assert.equal(current.status, 'in-progress')
    assert.equal(current.sessionId, session.id)

    const completed = await json(client.post(`/live-help/${request.id}/complete`).json({ note: 'We factored it together.' }), tutor)
    completed.assertStatus(200)
    await request.refresh()
    assert.isNotNull(request.completedAt)
    assert.equal(request.completionNote, 'We factored it together.')
    const again = await json(client.post(`/live-help/${request.id}/complete`).json({}), tutor)
    again.assertStatus(409)

    // spec 001 §4.3: a completed request is no longer current.
    const next = await json(client.post('/live-help').json({ worldId: world.id, topicId: topic.id, question: 'And now how do I complete the square?' }), learner)
    next.assertStatus(200)
    assert.lengthOf(await requestsOf(learner.id), 2)
  })

  test('a second tutor picking up the same question is told it was already picked up; two at once make one session', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    const first = await makeWorldTutor(world.id, topic.id)
    const second = await makeWorldTutor(world.id, topic.id)
    const request = await makeOpenRequest(learner, world.id, topic.id)

    await json(client.post(`/live-help/${request.id}/pick-up`), first).then((r: any) => r.assertStatus(200))
    const late = await json(client.post(`/live-help/${request.id}/pick-up`), second)
    late.assertStatus(409)
    assert.equal(late.body().message, MESSAGES.alreadyPickedUp)
    assert.lengthOf(await TutoringSession.query().where('title', `Live help: ${topic.name}`), 1)

    // The race past the policy: both see it open, the guarded update lets one through.
    const raced = await makeOpenRequest(await makeWorldLearner(world.id), world.id, topic.id)
    const [a, b] = await Promise.all([pickUpRequest(raced, first.id), pickUpRequest(await LiveHelpRequest.findOrFail(raced.id), second.id)])
    assert.sameMembers([a.ok, b.ok], [true, false])
    const loser = a.ok ? b : a
    assert.equal(!loser.ok && loser.reason, MESSAGES.alreadyPickedUp)
    assert.lengthOf(await TutoringSession.query().where('title', `Live help: ${topic.name}`), 2, 'one session per request')
    const stored = await LiveHelpRequest.findOrFail(raced.id)
    assert.equal(stored.sessionId, (a.ok ? a : (b as any)).session.id)
  })

  test('issue 18 §1: the tutor may bring the others waiting on the same topic into the session', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const otherTopic = await makeTopic(topic.courseId, 'unit')
    const tutor = await makeWorldTutor(world.id, topic.id)
    const first = await makeOpenRequest(await makeWorldLearner(world.id), world.id, topic.id)
    const second = await makeOpenRequest(await makeWorldLearner(world.id), world.id, topic.id)
    const elsewhere = await makeOpenRequest(await makeWorldLearner(world.id), world.id, otherTopic.id)

    const page = await client.get('/live-help').qs({ tab: 'tutor', status: 'open' }).withInertia().loginAs(tutor)
    const row = (page.inertiaProps as any).requests.find((r: { id: number }) => r.id === first.id)
    assert.equal(row.othersWaiting, 1)

    const picked = await json(client.post(`/live-help/${first.id}/pick-up`).json({ withOthers: true }), tutor)
    picked.assertStatus(200)
    assert.include(picked.body().message, '1 other learner')
    await Promise.all([first.refresh(), second.refresh(), elsewhere.refresh()])
    assert.isNotNull(first.sessionId)
    assert.equal(second.sessionId, first.sessionId)
    assert.equal(second.tutorUserId, tutor.id)
    assert.isNull(elsewhere.sessionId, 'another topic is not brought in')
    const session = await TutoringSession.findOrFail(first.sessionId)
    assert.equal(session.maxLearners, 2)
    const registered = await SessionRegistration.query().where('session_id', session.id).whereNull('deleted_at')
    assert.sameMembers(registered.map((r) => r.userId), [first.userId, second.userId])
    assert.lengthOf(await notificationsOf(second.userId, PICKED_UP_KEY), 1)

    // One of them cancels: the session stays for the other, the canceling learner leaves it.
    const { User } = await import('#modules/identity/index')
    await json(client.post(`/live-help/${second.id}/cancel`).json({ reason: 'I found the answer.' }), await User.findOrFail(second.userId)).then((r: any) => r.assertStatus(200))
    await session.refresh()
    assert.isNull(session.canceledAt)
    const left = await SessionRegistration.query().where('session_id', session.id).whereNull('deleted_at')
    assert.deepEqual(left.map((r) => r.userId), [first.userId])
  })

  test('when tutoring refuses to register the learner, the session is canceled and the question is open again', async ({ assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    const tutor = await makeWorldTutor(world.id, topic.id)
    const request = await makeOpenRequest(learner, world.id, topic.id)
    // The learner's account stops being in good standing (an unverified e-mail) before the pick-up.
    await db.from('users').where('id', learner.id).update({ email_verified_at: null })
    const outcome = await pickUpRequest(request, tutor.id)
    assert.isFalse(outcome.ok)
    assert.include(!outcome.ok ? outcome.reason : '', MESSAGES.registration)
    await request.refresh()
    assert.isNull(request.tutorUserId)
    assert.isNull(request.sessionId)
    const made = await TutoringSession.query().where('user_id', tutor.id)
    assert.lengthOf(made, 1)
    assert.isNotNull(made[0].canceledAt)
    assert.lengthOf(await notificationsOf(learner.id, PICKED_UP_KEY), 0)
  })

  test('canceling needs a reason; the learner cancels an open one; the tutor cancels a picked-up one, its session is canceled and the learner told', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    const tutor = await makeWorldTutor(world.id, topic.id)
    const open = await makeOpenRequest(learner, world.id, topic.id)

    const noReason = await json(client.post(`/live-help/${open.id}/cancel`).json({ reason: '  ' }), learner)
    noReason.assertStatus(422)
    await open.refresh()
    assert.isNull(open.canceledAt, 'nothing changed')

    await json(client.post(`/live-help/${open.id}/cancel`).json({ reason: 'I worked it out myself.' }), learner).then((r: any) => r.assertStatus(200))
    await open.refresh()
    assert.isNotNull(open.canceledAt)
    assert.equal(open.cancellationReason, 'I worked it out myself.')
    assert.equal(open.canceledByUserId, learner.id)
    const twice = await json(client.post(`/live-help/${open.id}/cancel`).json({ reason: 'Once more please.' }), learner)
    twice.assertStatus(409)

    const picked = await makeOpenRequest(learner, world.id, topic.id)
    await json(client.post(`/live-help/${picked.id}/pick-up`), tutor).then((r: any) => r.assertStatus(200))
    await picked.refresh()
    await json(client.post(`/live-help/${picked.id}/cancel`).json({ reason: 'My connection keeps dropping.' }), tutor).then((r: any) => r.assertStatus(200))
    const session = await TutoringSession.findOrFail(picked.sessionId)
    assert.isNotNull(session.canceledAt)
    assert.lengthOf(await notificationsOf(learner.id, CANCELED_KEY), 1)
  })
})

test.group('Live help pages (spec 000 §2.1, §2.2, §2.6)', () => {
  test('/live-help?status= lists by status; bad values fall back; the dashboard tab takes world, p, filter and tab', async ({ client, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const tutor = await makeWorldTutor(world.id, topic.id)
    const open = await makeOpenRequest(await makeWorldLearner(world.id), world.id, topic.id)
    const done = await makeOpenRequest(await makeWorldLearner(world.id), world.id, topic.id)
    await pickUpRequest(done, tutor.id)

    const ids = async (qs: Record<string, string>, path = '/live-help') => {
      const page = await client.get(path).qs(qs).withInertia().loginAs(tutor)
      page.assertStatus(200)
      return (page.inertiaProps as any).requests.map((r: { id: number }) => r.id)
    }
    assert.deepEqual(await ids({ status: 'open' }), [open.id])
    assert.deepEqual(await ids({ status: 'in-progress' }), [done.id])
    assert.deepEqual(await ids({ status: 'completed' }), [])
    assert.deepEqual(await ids({ status: 'bogus', p: 'x', world: '../etc' }), [open.id])
    assert.deepEqual(await ids({ filter: 'in-progress', world: world.slug, tab: 'tutor', p: '1' }, '/dashboard/live-help'), [done.id])
    assert.deepEqual(await ids({ filter: 'open', world: 'no-such-world', p: '2' }, '/dashboard/live-help'), [])
  })

  test('spec 000 §2.6: the Learn menu lists Live Help; /doubt-clearing (where /r/tdc leads) comes to /live-help with its query', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const page = await client.get('/live-help').withInertia().loginAs(tutor)
    const learn = (page.inertiaProps as any).navigation.menus.learn as Array<{ label: string; href: string }>
    assert.isTrue(learn.some((entry) => entry.label === 'Live Help' && entry.href === '/live-help'))
    const moved = await client.get('/doubt-clearing').qs({ utm_campaign: 'sms-reminder' }).redirects(0)
    moved.assertStatus(302)
    assert.equal(moved.headers().location, '/live-help?utm_campaign=sms-reminder')
  })
})

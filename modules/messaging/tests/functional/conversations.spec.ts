import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ContentFlag, reviewContentFlag } from '#modules/safety/index'
import { SeriesRegistration } from '#modules/series/index'
import { makeSeries } from '#modules/series/tests/factories'
import { sqlTime } from '#app/support/database/values'
import { makeLearner, makeTutor, makeUser, birthForAge, resetRateLimits } from '#tests/helpers/users'
import { openStream } from '#tests/helpers/live'
import { eventually } from '#tests/helpers/wait'
import { Transmit } from '@boringnode/transmit'
import env from '#start/env'
import transmitConfig from '#config/transmit'
import { conversationChannel } from '../../live.js'
import Message from '../../models/message.js'
import { MESSAGING_MESSAGES } from '../../shared/index.js'
import { blockUser } from '../../actions/block_user.js'
import { bodyOf, direct, group, personal, sharedSession } from '../factories.js'

const show = (client: any, uuid: string, user: any) => client.get(`/messages/conversations/${uuid}`).loginAs(user).accept('json')
const send = (client: any, uuid: string, user: any, words: string) => client.post(`/messages/conversations/${uuid}/messages`).json(bodyOf(words)).withCsrfToken().loginAs(user).accept('json')

test.group('Start direct conversation (spec 002 §7; issue 14 §1 who may message whom)', (groupHooks) => {
  groupHooks.each.setup(() => resetRateLimits())

  test('an adult and a minor only inside a session one of them hosts; the answer is the external uuid, the same each time', async ({ client, assert }) => {
    const [tutor, learner] = [await makeTutor(), await makeLearner()]
    const start = () => client.post('/messages/direct').json({ targetUserId: learner.id }).withCsrfToken().loginAs(tutor).accept('json')
    const refused = await start()
    refused.assertStatus(403)
    assert.equal(refused.body().errors[0].message, MESSAGING_MESSAGES.cannotMessage)
    await sharedSession(tutor, [learner])
    const first = await start()
    first.assertStatus(200)
    assert.match(first.body().externalUuid, /^[0-9a-f-]{36}$/)
    assert.equal((await start()).body().externalUuid, first.body().externalUuid)
    const back = await client.post('/messages/direct').json({ targetUserId: tutor.id }).withCsrfToken().loginAs(learner).accept('json')
    assert.equal(back.body().externalUuid, first.body().externalUuid)
  })

  test('two adults freely; staff with anyone; two minors not without a hosted session; never oneself', async ({ client, assert }) => {
    const [adult, otherAdult, staff, minor, otherMinor] = [await makeTutor(), await makeUser({ birth: birthForAge(30) }), await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic'] }), await makeLearner(), await makeLearner()]
    const start = (from: any, to: any) => client.post('/messages/direct').json({ targetUserId: to.id }).withCsrfToken().loginAs(from).accept('json')
    ;(await start(adult, otherAdult)).assertStatus(200)
    ;(await start(staff, minor)).assertStatus(200)
    ;(await start(minor, staff)).assertStatus(200)
    ;(await start(minor, otherMinor)).assertStatus(403)
    const self = await start(adult, adult)
    self.assertStatus(403)
    assert.equal(self.body().errors[0].message, MESSAGING_MESSAGES.notYourself)
    ;(await start(adult, { id: 999_999_999 })).assertStatus(404)
    ;(await client.post('/messages/direct').json({ targetUserId: 'x' }).withCsrfToken().loginAs(adult).accept('json')).assertStatus(422)
  })

  test('a block (either way) refuses the start and every further message; unblocking lets them talk again', async ({ client, assert }) => {
    const [a, b] = [await makeTutor(), await makeUser({ birth: birthForAge(30) })]
    const { externalUuid } = await direct(a, b)
    ;(await send(client, externalUuid, b, 'Hello')).assertStatus(201)
    ;(await client.post(`/messages/blocks/${b.id}`).withCsrfToken().loginAs(a).accept('json')).assertStatus(200)
    const refused = await send(client, externalUuid, b, 'Hello again')
    refused.assertStatus(403)
    assert.equal(refused.body().errors[0].message, MESSAGING_MESSAGES.cannotMessage)
    ;(await send(client, externalUuid, a, 'Bye')).assertStatus(403)
    ;(await client.post('/messages/direct').json({ targetUserId: a.id }).withCsrfToken().loginAs(b).accept('json')).assertStatus(403)
    assert.equal((await show(client, externalUuid, b)).body().conversation.canSend, MESSAGING_MESSAGES.cannotMessage)
    ;(await client.delete(`/messages/blocks/${b.id}`).withCsrfToken().loginAs(a).accept('json')).assertStatus(200)
    ;(await send(client, externalUuid, b, 'Friends again')).assertStatus(201)
    ;(await client.post(`/messages/blocks/${a.id}`).withCsrfToken().loginAs(a).accept('json')).assertStatus(422)
  })

  test('starting is rate-limited (429 with a sentence)', async ({ client, assert }) => {
    const adult = await makeTutor()
    const other = await makeUser({ birth: birthForAge(30) })
    let last: any
    for (let i = 0; i < 21; i++) last = await client.post('/messages/direct').json({ targetUserId: other.id }).withCsrfToken().loginAs(adult).accept('json')
    last.assertStatus(429)
    assert.include(JSON.stringify(last.body()), MESSAGING_MESSAGES.tooManyStarts)
  })
})

test.group('A conversation is read by its members only, per type (issue 14 Done when)', (groupHooks) => {
  groupHooks.each.setup(() => resetRateLimits())

  test('direct, staff and one-on-one-request: members read and write; another user and a visitor do not', async ({ client }) => {
    const [a, b, outsider, staff] = [await makeTutor(), await makeUser({ birth: birthForAge(30) }), await makeTutor(), await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:super'] })]
    for (const { externalUuid } of [await direct(a, b), await personal('staff', [a, staff]), await personal('one-on-one-request', [a, b])]) {
      ;(await show(client, externalUuid, a)).assertStatus(200)
      ;(await send(client, externalUuid, a, 'Hi')).assertStatus(201)
      ;(await show(client, externalUuid, outsider)).assertStatus(404)
      ;(await send(client, externalUuid, outsider, 'Let me in')).assertStatus(404)
      ;(await client.get(`/messages/conversations/${externalUuid}/messages`).loginAs(outsider).accept('json')).assertStatus(404)
      const visitor = await client.get(`/messages/conversations/${externalUuid}`).accept('json').redirects(0)
      visitor.assertStatus(401)
    }
    // Staff who are not in a conversation do not read it through the member routes either.
    const { externalUuid } = await direct(a, b)
    ;(await show(client, externalUuid, staff)).assertStatus(404)
  })

  test('session group: hosts and live registrants; an unregistered learner loses it at once', async ({ client, assert }) => {
    const host = await makeTutor()
    const [learner, outsider] = [await makeLearner(), await makeLearner()]
    const session = await sharedSession(host, [learner])
    ;(await client.post(`/messages/groups/session/${session.id}`).withCsrfToken().loginAs(outsider).accept('json')).assertStatus(404)
    const opened = await client.post(`/messages/groups/session/${session.id}`).withCsrfToken().loginAs(learner).accept('json')
    opened.assertStatus(200)
    const uuid = opened.body().externalUuid
    assert.equal((await group('session', session.id)).externalUuid, uuid)
    ;(await send(client, uuid, host, 'Welcome, everyone')).assertStatus(201)
    ;(await show(client, uuid, learner)).assertStatus(200)
    ;(await show(client, uuid, outsider)).assertStatus(404)
    await db.from('session_registrations').where('session_id', session.id).where('user_id', learner.id).update({ deleted_at: sqlTime(DateTime.utc()) })
    ;(await show(client, uuid, learner)).assertStatus(404)
    ;(await send(client, uuid, learner, 'Still here?')).assertStatus(404)
  })

  test('series group: hosts and registrants who have not withdrawn', async ({ client }) => {
    const host = await makeTutor()
    const { series } = await makeSeries({ hostId: host.id })
    const [registrant, withdrawn] = [await makeLearner(), await makeLearner()]
    await SeriesRegistration.create({ userId: registrant.id, seriesId: series.id })
    await SeriesRegistration.create({ userId: withdrawn.id, seriesId: series.id, withdrawnAt: DateTime.utc().minus({ hours: 1 }) })
    const { externalUuid } = await group('series', series.id)
    ;(await send(client, externalUuid, registrant, 'Hello series')).assertStatus(201)
    ;(await show(client, externalUuid, host)).assertStatus(200)
    ;(await show(client, externalUuid, withdrawn)).assertStatus(404)
    ;(await client.post(`/messages/groups/series/${series.id}`).withCsrfToken().loginAs(withdrawn).accept('json')).assertStatus(404)
  })

  test('an address that is not a uuid, or an unknown one, is a 404', async ({ client }) => {
    const user = await makeTutor()
    ;(await client.get('/messages/conversations/00000000-0000-4000-8000-000000000000').loginAs(user).accept('json')).assertStatus(404)
    ;(await client.get('/messages/conversations/not-a-uuid').loginAs(user).accept('json')).assertStatus(404)
  })
})

test.group('Contact details between a minor and an adult are held for review (issue 13 §4)', (groupHooks) => {
  groupHooks.each.setup(() => resetRateLimits())

  test('a minor sends a phone number to their host: held, flagged, the writer told, the host sees nothing', async ({ client, assert }) => {
    const [tutor, learner] = [await makeTutor(), await makeLearner()]
    await sharedSession(tutor, [learner])
    const { externalUuid } = await direct(learner, tutor)
    const sent = await send(client, externalUuid, learner, 'text me at 555-123-4567')
    sent.assertStatus(201)
    assert.isTrue(sent.body().held)
    assert.isTrue(sent.body().message.held)
    const message = await Message.findOrFail(sent.body().message.id)
    assert.isNotNull(message.heldForReviewAt)
    const flag = await ContentFlag.query().where('content_type', 'message').where('subject_id', message.id).firstOrFail()
    assert.equal(flag.category, 'overly-personal-content')
    assert.equal(flag.link, `/messages/review/${externalUuid}`)
    const asHost = await show(client, externalUuid, tutor)
    assert.deepEqual(asHost.body().messages, [])
    assert.deepEqual((await client.get('/messages/unread').loginAs(tutor).accept('json')).body(), { unread: 0 })
    const asWriter = await show(client, externalUuid, learner)
    assert.isTrue(asWriter.body().messages[0].held)

    // Safety dismisses the flag: the message is delivered.
    const staff = await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:safety'] })
    await db.transaction((trx) => reviewContentFlag(flag.id, { outcome: 'dismissed', reviewerId: staff.id, note: null }, { client: trx }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const released = await show(client, externalUuid, tutor)
    assert.lengthOf(released.body().messages, 1)
    assert.isFalse(released.body().messages[0].held)
  })

  test('the same words between two adults, or between two minors in a group, are delivered', async ({ client, assert }) => {
    const [a, b] = [await makeTutor(), await makeUser({ birth: birthForAge(30) })]
    const { externalUuid } = await direct(a, b)
    assert.isFalse((await send(client, externalUuid, a, 'call me at 555-123-4567')).body().held)
    const adultHost = await makeTutor()
    const [m1, m2] = [await makeLearner(), await makeLearner()]
    const session = await sharedSession(adultHost, [m1, m2])
    const uuid = (await group('session', session.id)).externalUuid
    // The group has an adult host: a minor's phone number in it is held.
    assert.isTrue((await send(client, uuid, m1, 'my snap: jane.d22')).body().held)
    assert.isFalse((await send(client, uuid, m1, 'see you at 10:30, page 123')).body().held)
  })
})

test.group('Moderators hide messages; safety staff review conversations (issue 14 §1)', (groupHooks) => {
  groupHooks.each.setup(() => resetRateLimits())

  test('policy staff hide a message (guarded, audited); a learner or plain staff may not; members see it removed', async ({ client, assert }) => {
    const [a, b] = [await makeTutor(), await makeUser({ birth: birthForAge(30) })]
    const { externalUuid } = await direct(a, b)
    const id = (await send(client, externalUuid, a, 'rude words')).body().message.id
    const basic = await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic'] })
    const policy = await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:policy'] })
    ;(await client.post(`/messages/${id}/hide`).withCsrfToken().loginAs(b).accept('json')).assertStatus(403)
    ;(await client.post(`/messages/${id}/hide`).withCsrfToken().loginAs(basic).accept('json')).assertStatus(403)
    const hidden = await client.post(`/messages/${id}/hide`).json({ note: 'insults' }).withCsrfToken().loginAs(policy).accept('json')
    hidden.assertStatus(200)
    assert.isTrue(hidden.body().changed)
    assert.isFalse((await client.post(`/messages/${id}/hide`).withCsrfToken().loginAs(policy).accept('json')).body().changed)
    const message = await Message.findOrFail(id)
    assert.equal(message.hiddenBy, policy.id)
    const events = await db.from('hook_outbox_events').where('event', 'moderation.action').whereLike('payload', `%"subjectId":${id},%`)
    assert.lengthOf(events, 1)
    // The staff audit log records it (admin's handler of 'moderation.action').
    await eventually(async () => Boolean(await db.from('admin_audit_events').where({ action: 'message.hidden', subject_type: 'message', subject_id: String(id), actor_user_id: policy.id }).first()), 'the audit row')
    const asMember = (await show(client, externalUuid, b)).body().messages[0]
    assert.include(asMember, { hidden: true, body: null })
  })

  test('safety staff read any conversation on the review page (each read audited); nobody else does', async ({ client, assert }) => {
    const [tutor, learner] = [await makeTutor(), await makeLearner()]
    await sharedSession(tutor, [learner])
    const { externalUuid } = await direct(learner, tutor)
    await send(client, externalUuid, learner, 'my number is 555-123-4567')
    const safety = await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:safety'] })
    const policy = await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:policy'] })
    const page = await client.get(`/messages/review/${externalUuid}`).withInertia().loginAs(safety)
    page.assertStatus(200)
    assert.lengthOf(page.inertiaProps.messages, 1)
    assert.isTrue(page.inertiaProps.messages[0].held)
    const audits = await db.from('hook_outbox_events').where('event', 'moderation.action').whereLike('payload', '%conversation.reviewed%').whereLike('payload', `%"actorId":${safety.id},%`)
    assert.lengthOf(audits, 1)
    await eventually(async () => Boolean(await db.from('admin_audit_events').where({ action: 'conversation.reviewed', subject_type: 'conversation', actor_user_id: safety.id }).first()), 'the audit row')
    ;(await client.get(`/messages/review/${externalUuid}`).withInertia().loginAs(policy)).assertStatus(403)
    ;(await client.get(`/messages/review/${externalUuid}`).withInertia().loginAs(tutor)).assertStatus(403)
  })
})

test.group('Inbox and unread counts (issue 14 §1)', (groupHooks) => {
  groupHooks.each.setup(() => resetRateLimits())

  test('/messages lists conversations newest first with unread counts; reading clears them', async ({ client, assert }) => {
    const [me, a, b] = [await makeTutor(), await makeUser({ birth: birthForAge(30) }), await makeUser({ birth: birthForAge(31) })]
    const first = await direct(a, me)
    const second = await direct(b, me)
    await send(client, first.externalUuid, a, 'one')
    await send(client, first.externalUuid, a, 'two')
    await db.from('conversations').where('external_uuid', first.externalUuid).update({ last_activity_at: DateTime.utc().minus({ minutes: 5 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    await send(client, second.externalUuid, b, 'three')
    const page = await client.get('/messages').withInertia().loginAs(me)
    page.assertStatus(200)
    const list = page.inertiaProps.conversations as any[]
    assert.deepEqual(list.map((entry) => [entry.externalUuid, entry.unread]), [[second.externalUuid, 1], [first.externalUuid, 2]])
    assert.equal(list[0].title, b.displayName)
    assert.equal(list[0].preview, 'three')
    assert.deepEqual((await client.get('/messages/unread').loginAs(me).accept('json')).body(), { unread: 3 })
    await show(client, first.externalUuid, me)
    assert.deepEqual((await client.get('/messages/unread').loginAs(me).accept('json')).body(), { unread: 1 })
    ;(await client.get('/messages').withInertia().redirects(0)).assertStatus(401)
  })
})

test.group('Live (issue 14 §1)', () => {
  test('members subscribe to a conversation and hear its new messages; outsiders are refused; each person hears only their own badge', async ({ client, assert }) => {
    const [a, b, outsider] = [await makeTutor(), await makeUser({ birth: birthForAge(30) }), await makeTutor()]
    const { externalUuid } = await direct(a, b)
    const stream = await openStream('messaging-tab-1')
    try {
      const subscribe = (user: any, channel: string) => client.post('/__transmit/subscribe').json({ uid: 'messaging-tab-1', channel }).withCsrfToken().loginAs(user)
      ;(await subscribe(outsider, `messaging/conversations/${externalUuid}`)).assertStatus(400)
      ;(await subscribe(b, `messaging/users/${a.id}`)).assertStatus(400)
      ;(await subscribe(b, `messaging/conversations/${externalUuid}`)).assertStatus(204)
      ;(await subscribe(b, `messaging/users/${b.id}`)).assertStatus(204)
      const id = (await send(client, externalUuid, a, 'live hello')).body().message.id
      const text = await stream.textAfter(200)
      assert.include(text, `"messageId":${id}`)
      assert.include(text, `"conversation":"${externalUuid}"`)
      assert.notInclude(text, 'live hello')
    } finally {
      await stream.close()
    }
  })
})

/*
 * issue 14 §1 "with REDIS_URL set, a message sent through web process A reaches a reader
 * connected to web process B": a second Transmit built from the same config plays process A
 * (tests/functional/live_channels.spec.ts's pattern) and announces on the conversation's channel.
 */
test.group('Live across processes (Redis)', () => {
  test('a message announced by another process reaches a member connected to this one', async ({ client, assert }) => {
    const [a, b] = [await makeTutor(), await makeUser({ birth: birthForAge(30) })]
    const { externalUuid } = await direct(a, b)
    const transport = transmitConfig.transport!
    const processA = new Transmit({ ...transmitConfig, pingInterval: false }, transport.driver())
    const stream = await openStream('messaging-redis-tab')
    try {
      ;(await client.post('/__transmit/subscribe').json({ uid: 'messaging-redis-tab', channel: conversationChannel(externalUuid) }).withCsrfToken().loginAs(b)).assertStatus(204)
      await new Promise((resolve) => setTimeout(resolve, 200))
      processA.broadcast(conversationChannel(externalUuid), { event: 'message', messageId: 4242 })
      assert.include(await stream.textAfter(500), '"messageId":4242')
    } finally {
      await stream.close()
      await processA.shutdown()
    }
  }).skip(!env.get('REDIS_URL'), 'needs REDIS_URL (bin/test runs it in the PostgreSQL + Redis pass)')
})

test.group('Blocking by id (issue 14 §1)', () => {
  test('a block row is one per pair and direction', async ({ assert }) => {
    const [a, b] = [await makeTutor(), await makeTutor()]
    await blockUser(a.id, b.id)
    await blockUser(a.id, b.id)
    assert.lengthOf(await db.from('user_blocks').where('user_id', a.id), 1)
  })
})

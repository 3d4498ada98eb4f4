import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor, makeUser, birthForAge, resetRateLimits } from '#tests/helpers/users'
import { MESSAGING_MESSAGES } from '../../shared/index.js'
import { bodyOf, direct, sharedSession } from '../factories.js'

const send = (client: any, uuid: string, user: any, words: string) => client.post(`/messages/conversations/${uuid}/messages`).json(bodyOf(words)).withCsrfToken().loginAs(user).accept('json')
const mute = (client: any, uuid: string, user: any, muted: boolean) => client.post(`/messages/conversations/${uuid}/mute`).json({ muted }).withCsrfToken().loginAs(user).accept('json')
const leave = (client: any, uuid: string, user: any) => client.post(`/messages/conversations/${uuid}/leave`).json({}).withCsrfToken().loginAs(user).accept('json')
const unreadBatches = (userId: number) => db.from('notifications').where({ user_id: userId, key: 'messages.unread' })
const inboxUuids = async (client: any, user: any) => ((await client.get('/messages').loginAs(user).withInertia()).inertiaProps as any).conversations.map((entry: any) => entry.externalUuid)
const unread = async (client: any, user: any) => (await client.get('/messages/unread').loginAs(user).accept('json')).body().unread

/* issue 14: muting a conversation and leaving a group. */
test.group('Muting and leaving conversations (issue 14)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a member mutes: no unread-messages notification from it, the unread count stays; unmuting brings them back', async ({ client, assert }) => {
    const [a, b] = [await makeTutor(), await makeUser({ birth: birthForAge(30) })]
    const { externalUuid } = await direct(a, b)
    ;(await mute(client, externalUuid, b, true)).assertBodyContains({ muted: true })
    ;(await send(client, externalUuid, a, 'Are you free at 5?')).assertStatus(201)
    assert.lengthOf(await unreadBatches(b.id), 0)
    assert.equal(await unread(client, b), 1)
    const shown = await client.get(`/messages/conversations/${externalUuid}`).loginAs(b).accept('json')
    assert.isTrue(shown.body().conversation.muted)
    ;(await mute(client, externalUuid, b, false)).assertBodyContains({ muted: false })
    ;(await send(client, externalUuid, a, 'Or at 6?')).assertStatus(201)
    assert.lengthOf(await unreadBatches(b.id), 1, 'unmuted, the next message notifies again')
  })

  test('mute and leave: 404 for someone outside the conversation and a visitor; bad input is refused', async ({ client }) => {
    const [a, b, outsider] = [await makeTutor(), await makeUser({ birth: birthForAge(30) }), await makeTutor()]
    const { externalUuid } = await direct(a, b)
    ;(await mute(client, externalUuid, outsider, true)).assertStatus(404)
    ;(await leave(client, externalUuid, outsider)).assertStatus(404)
    ;(await client.post(`/messages/conversations/${externalUuid}/mute`).json({ muted: true }).withCsrfToken().accept('json').redirects(0)).assertStatus(401)
    ;(await client.post(`/messages/conversations/${externalUuid}/mute`).json({ muted: 'loud' }).withCsrfToken().loginAs(a).accept('json')).assertStatus(422)
  })

  test('a direct conversation cannot be left (block instead); a group can: out of the inbox and the badge until one writes again', async ({ client, assert }) => {
    const [a, b] = [await makeTutor(), await makeUser({ birth: birthForAge(30) })]
    const { externalUuid: directUuid } = await direct(a, b)
    const refused = await leave(client, directUuid, b)
    refused.assertStatus(422)
    refused.assertBodyContains({ errors: [{ message: MESSAGING_MESSAGES.cannotLeave }] })

    const host = await makeTutor()
    const learner = await makeLearner()
    const session = await sharedSession(host, [learner])
    const uuid = (await client.post(`/messages/groups/session/${session.id}`).withCsrfToken().loginAs(learner).accept('json')).body().externalUuid
    ;(await send(client, uuid, host, 'Welcome, everyone')).assertStatus(201)
    assert.include(await inboxUuids(client, learner), uuid)
    ;(await leave(client, uuid, learner)).assertBodyContains({ left: true })
    assert.notInclude(await inboxUuids(client, learner), uuid)
    // A fresh batch window, so a message that notified would open a new batch.
    await db.from('users').where('id', learner.id).update({ unread_messages_email_snooze_until: null })
    const batchesBefore = (await unreadBatches(learner.id)).length
    ;(await send(client, uuid, host, 'Bring a calculator')).assertStatus(201)
    assert.equal(await unread(client, learner), 0)
    assert.lengthOf(await unreadBatches(learner.id), batchesBefore)
    ;(await send(client, uuid, learner, 'I am back')).assertStatus(201)
    assert.include(await inboxUuids(client, learner), uuid)
  })
})

const editMessage = (client: any, uuid: string, messageId: number, user: any, words: string) =>
  client.put(`/messages/conversations/${uuid}/messages/${messageId}`).json(bodyOf(words)).withCsrfToken().loginAs(user).accept('json')

/* issue 14: the writer edits a message for 15 minutes; every earlier version stays for moderators. */
test.group('Editing one\'s own message (issue 14)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the writer edits within 15 minutes; others (and the writer later) cannot; the earlier body is kept', async ({ client, assert }) => {
    const [a, b, outsider] = [await makeTutor(), await makeUser({ birth: birthForAge(30) }), await makeTutor()]
    const { externalUuid } = await direct(a, b)
    const sent = await send(client, externalUuid, a, 'See you at 5')
    const id = sent.body().message.id
    const edited = await editMessage(client, externalUuid, id, a, 'See you at 6')
    edited.assertStatus(200)
    assert.isNotNull(edited.body().message.editedAt)
    const shown = await client.get(`/messages/conversations/${externalUuid}`).loginAs(b).accept('json')
    assert.equal(shown.body().messages.at(-1).body.content[0].children[0].text, 'See you at 6')
    const history = await db.from('message_edits').where('message_id', id)
    assert.lengthOf(history, 1)
    assert.include(history[0].previous_body, 'See you at 5')
    const safety = await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:safety'] })
    const review = (await client.get(`/messages/review/${externalUuid}`).loginAs(safety).withInertia()).inertiaProps as any
    const reviewed = review.messages.find((message: any) => message.id === id)
    assert.equal(reviewed.earlierVersions[0].body.content[0].children[0].text, 'See you at 5', 'safety staff see what was there before')

    const notMine = await editMessage(client, externalUuid, id, b, 'Hacked')
    notMine.assertStatus(403)
    notMine.assertBodyContains({ errors: [{ message: MESSAGING_MESSAGES.notYourMessage }] })
    ;(await editMessage(client, externalUuid, id, outsider, 'Hacked')).assertStatus(404)
    ;(await client.put(`/messages/conversations/${externalUuid}/messages/${id}`).json(bodyOf('x')).withCsrfToken().accept('json').redirects(0)).assertStatus(401)

    await db.from('messages').where('id', id).update({ created_at: new Date(Date.now() - 16 * 60_000).toISOString().slice(0, 19).replace('T', ' ') })
    const late = await editMessage(client, externalUuid, id, a, 'See you at 7')
    late.assertStatus(422)
    late.assertBodyContains({ errors: [{ message: MESSAGING_MESSAGES.editWindowOver }] })
  })

  test('an edit that adds a phone number between an adult and a minor holds the message like a new one', async ({ client, assert }) => {
    const host = await makeTutor()
    const adult = await makeUser({ birth: birthForAge(30), roles: ['approved', 'tutor'] })
    const minor = await makeLearner()
    const session = await sharedSession(host, [minor])
    await db.table('session_hosts').insert({ session_id: session.id, user_id: adult.id, role: 'cohost', attempted_hosting: false, tutoring_seconds: 0, approved_at: new Date(), created_at: new Date(), updated_at: new Date() })
    const uuid = (await client.post(`/messages/groups/session/${session.id}`).withCsrfToken().loginAs(adult).accept('json')).body().externalUuid
    const sent = await send(client, uuid, adult, 'Bring your notes')
    sent.assertStatus(201)
    const edited = await editMessage(client, uuid, sent.body().message.id, adult, 'Bring your notes or call 555-201-3344')
    edited.assertStatus(200)
    assert.isTrue(edited.body().held)
    const message = await db.from('messages').where('id', sent.body().message.id).first()
    assert.isNotNull(message.held_for_review_at)
    assert.exists(await db.from('content_flags').where({ content_type: 'message', subject_id: message.id, category: 'overly-personal-content' }).first())
    const seen = await client.get(`/messages/conversations/${uuid}`).loginAs(minor).accept('json')
    assert.notInclude(seen.body().messages.map((item: any) => item.id), message.id)
  })

  test('unread counts stop at 100 (the inbox shows "99+", the badge "9+") and count only what is newer than the last read message', async ({ client, assert }) => {
    const [a, b] = [await makeTutor(), await makeUser({ birth: birthForAge(30) })]
    const { externalUuid } = await direct(a, b)
    const conversation = await db.from('conversations').where('external_uuid', externalUuid).firstOrFail()
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const rows = Array.from({ length: 120 }, (_, i) => ({ conversation_id: conversation.id, user_id: a.id, body: `{"type":"doc"}`, excerpt: `m${i}`, created_at: now, updated_at: now }))
    await db.table('messages').multiInsert(rows)
    assert.equal(await unread(client, b), 100, 'the badge count is capped')
    const entry = ((await client.get('/messages').loginAs(b).withInertia()).inertiaProps as any).conversations.find((c: any) => c.externalUuid === externalUuid)
    assert.equal(entry.unread, 100)
    assert.equal(await unread(client, a), 0, 'one’s own messages are never unread')
    const ids = (await db.from('messages').where('conversation_id', conversation.id).orderBy('id').select('id')).map((row) => Number(row.id))
    await db.from('conversation_users').where({ conversation_id: conversation.id, user_id: b.id }).update({ last_read_message_id: ids[109] })
    assert.equal(await unread(client, b), 10, 'only the messages after the last read one')
  })
})

import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser, birthForAge, resetRateLimits } from '#tests/helpers/users'
import { bodyOf, direct, sharedSession } from '../factories.js'

const staff = (...roles: string[]) => makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', ...roles] as any })
const send = (client: any, uuid: string, user: any, words: string) =>
  client.post(`/messages/conversations/${uuid}/messages`).json(bodyOf(words)).withCsrfToken().loginAs(user).accept('json')

/**
 * A minor's message to their adult host, edited to carry a phone number: the edit holds it for
 * review (issue 13 §4; a held message cannot be edited, so the phone number comes last).
 */
async function heldMessage(client: any) {
  const [tutor, learner] = [await makeTutor(), await makeLearner()]
  await sharedSession(tutor, [learner])
  const { externalUuid } = await direct(learner, tutor)
  const sent = await send(client, externalUuid, learner, 'can we go over question 4?')
  sent.assertStatus(201)
  const messageId = sent.body().message.id as number
  const edit = await client
    .put(`/messages/conversations/${externalUuid}/messages/${messageId}`)
    .json(bodyOf('can we go over question 4? my number is 555-123-4567'))
    .withCsrfToken()
    .loginAs(learner)
    .accept('json')
  edit.assertStatus(200)
  return { learner, tutor, externalUuid, messageId }
}

test.group('Staff Messages page (spec 000 §6.3 "Messages: policy"; issue 13 §4)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a visitor signs in; a learner, a tutor and staff without policy are refused; policy and safety staff open it', async ({ client }) => {
    ;(await client.get('/admin/messages').withInertia()).assertStatus(401)
    for (const person of [await makeLearner(), await makeTutor(), await staff(), await staff('admin:mentor')]) {
      ;(await client.get('/admin/messages').loginAs(person).withInertia()).assertStatus(403)
    }
    for (const role of ['admin:policy', 'admin:safety']) {
      const response = await client.get('/admin/messages').loginAs(await staff(role)).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('messaging/admin_messages')
    }
  })

  test('a message held by an edit waits with its text, its author as a minor and its earlier version; delivering it moves it to Delivered', async ({ client, assert }) => {
    const { learner, messageId } = await heldMessage(client)
    const reviewer = await staff('admin:policy')

    const open = (await client.get('/admin/messages').loginAs(reviewer).withInertia()).inertiaProps as any
    const item = open.messages.find((entry: any) => entry.messageId === messageId)
    assert.exists(item, 'the held message is listed')
    assert.include(JSON.stringify(item.body), '555-123-4567')
    assert.lengthOf(item.earlierVersions, 1)
    assert.equal(JSON.stringify(item.earlierVersions[0].body).includes('555'), false)
    assert.include(JSON.stringify(item.earlierVersions[0].body), 'question 4')
    assert.deepInclude(item, { held: true, hidden: false, category: 'overly-personal-content', authorName: learner.name, authorIsAdult: false, conversationType: 'direct' })
    // People by display name only; policy staff do not read whole conversations (safety's audited review).
    assert.notInclude(JSON.stringify(open), learner.email)
    assert.isFalse(open.mayReadConversations)
    assert.isTrue(((await client.get('/admin/messages').loginAs(await staff('admin:safety')).withInertia()).inertiaProps as any).mayReadConversations)

    const review = await client.post(`/admin/moderation/flags/${item.flagId}/review`).form({ outcome: 'dismissed' }).withCsrfToken().loginAs(reviewer).redirects(0)
    review.assertStatus(302)
    const afterwards = (await client.get('/admin/messages').loginAs(reviewer).withInertia()).inertiaProps as any
    assert.notInclude(afterwards.messages.map((entry: any) => entry.messageId), messageId)
    const delivered = (await client.get('/admin/messages?status=dismissed').loginAs(reviewer).withInertia()).inertiaProps as any
    assert.deepInclude(delivered.messages.find((entry: any) => entry.messageId === messageId), { held: false, hidden: false })
  })

  test('a malformed filter shows the open list, never an error page', async ({ client, assert }) => {
    const props = (await client.get('/admin/messages?status=everything&page=-2').loginAs(await staff('admin:policy')).withInertia()).inertiaProps as any
    assert.deepEqual(props.filters, { status: 'open', page: 1 })
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { sendAdminMessage } from '#modules/safety/index'
import type { User } from '#modules/identity/index'
import { makeLearner, makeUser, birthForAge, resetRateLimits } from '#tests/helpers/users'

/*
 * spec 000 §2.4 prompt 2 "acknowledge and message ... starts a direct conversation, then opens
 * /messages#{conversation}" (interfaces: GET /messages/staff/:adminMessageId, messaging.staff.open).
 */
async function adminMessageTo(recipient: User) {
  const staff = await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:safety'] })
  const sent = await db.transaction((trx) =>
    sendAdminMessage({ authorId: staff.id, recipientUserId: recipient.id, type: 'manual', content: 'Please keep conversations on Peerhaven.', acknowledgmentText: null }, { client: trx })
  )
  return { staff, sent }
}

test.group('Staff conversation from an admin message (spec 000 §2.4 prompt 2)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the recipient, after acknowledging, lands in one staff conversation with the author (the same each time)', async ({ client, assert }) => {
    const learner = await makeLearner()
    const { staff, sent } = await adminMessageTo(learner)
    const before = await client.get(`/messages/staff/${sent.id}`).redirects(0).loginAs(learner)
    before.assertStatus(404)
    const acknowledged = await client.post(`/admin-messages/${sent.id}/acknowledge`).json({ andMessage: true }).withCsrfToken().redirects(0).loginAs(learner)
    assert.equal(acknowledged.header('location'), `/messages/staff/${sent.id}`)
    const opened = await client.get(`/messages/staff/${sent.id}`).redirects(0).loginAs(learner)
    opened.assertStatus(302)
    const location = String(opened.header('location'))
    assert.match(location, /^\/messages#[0-9a-f-]{36}$/)
    assert.equal(String((await client.get(`/messages/staff/${sent.id}`).redirects(0).loginAs(learner)).header('location')), location)
    const uuid = location.split('#')[1]
    const asStaff = await client.get(`/messages/conversations/${uuid}`).loginAs(staff).accept('json')
    asStaff.assertStatus(200)
    assert.equal(asStaff.body().conversation.type, 'staff')
    ;(await client.post(`/messages/conversations/${uuid}/messages`).json({ body: JSON.stringify({ serialization_method: 'plain_text', content: 'Thanks, understood.' }) }).withCsrfToken().loginAs(learner).accept('json')).assertStatus(201)
  })

  test('another user and a visitor get nothing', async ({ client }) => {
    const learner = await makeLearner()
    const other = await makeLearner()
    const { sent } = await adminMessageTo(learner)
    await client.post(`/admin-messages/${sent.id}/acknowledge`).json({}).withCsrfToken().redirects(0).loginAs(learner)
    ;(await client.get(`/messages/staff/${sent.id}`).redirects(0).loginAs(other)).assertStatus(404)
    ;(await client.get(`/messages/staff/${sent.id}`).redirects(0)).assertStatus(401)
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { makeUser } from '#tests/helpers/users'
import { openStream } from '#tests/helpers/live'
import { queryCounter } from '#tests/helpers/query_count'
import { notify, registerNotificationKind } from '#modules/notifications/index'
import { insertNotifications, notifyNow } from '../helpers.js'
import { UNREAD_COUNT_CAP } from '../../queries/unread_count.js'

registerNotificationKind('tests.live.ping', {
  describe: (n) => ({ text: `${n.payload.actorName} pinged you`, href: '/dashboard' }),
})

test.group('The bell, live (issue 14 §2 bell menu; §1 live updates through Transmit)', () => {
  test('a user subscribes to their own channel only', async ({ client }) => {
    const [owner, other] = [await makeUser(), await makeUser()]
    const stream = await openStream('bell-tab-1')
    try {
      const own = await client
        .post('/__transmit/subscribe')
        .json({ uid: 'bell-tab-1', channel: `notifications/users/${owner.id}` })
        .withCsrfToken()
        .loginAs(owner)
      own.assertStatus(204)
      const foreign = await client
        .post('/__transmit/subscribe')
        .json({ uid: 'bell-tab-1', channel: `notifications/users/${owner.id}` })
        .withCsrfToken()
        .loginAs(other)
      foreign.assertStatus(400)
      const visitor = await client
        .post('/__transmit/subscribe')
        .json({ uid: 'bell-tab-1', channel: `notifications/users/${owner.id}` })
        .withCsrfToken()
      visitor.assertStatus(400)
    } finally {
      await stream.close()
    }
  })

  test('after the commit the recipient hears the new count and line, nothing on rollback; viewing clears every tab', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    const stream = await openStream('bell-tab-2')
    try {
      await client
        .post('/__transmit/subscribe')
        .json({ uid: 'bell-tab-2', channel: `notifications/users/${owner.id}` })
        .withCsrfToken()
        .loginAs(owner)
      await db
        .transaction(async (trx) => {
          await notify(
            { key: 'tests.live.ping', userId: owner.id, payload: { actorName: 'Rolled Back' } },
            { client: trx }
          )
          throw new Error('the write failed')
        })
        .catch(() => {})
      await notifyNow({ key: 'tests.live.ping', userId: owner.id, payload: { actorName: 'Ada' } })
      await notifyNow({ key: 'tests.live.ping', userId: owner.id, payload: { actorName: 'Ben' } })
      const text = await stream.textAfter(300)
      assert.include(text, 'Ada pinged you')
      assert.include(text, '"unread":2')
      assert.notInclude(text, 'Rolled Back')

      // Opening the bell in one tab clears the badge in the others.
      await client.get('/notifications/latest').header('accept', 'application/json').loginAs(owner)
      assert.include(await stream.textAfter(200), '"unread":0,"item":null')
    } finally {
      await stream.close()
    }
  })

  test('every signed-in page carries the bell; visitors get none; the count comes from /notifications/unread', async ({ client, assert }) => {
    const [owner, other] = [await makeUser(), await makeUser()]
    await notifyNow({ key: 'tests.live.ping', userId: owner.id, payload: { actorName: 'Ada' } })
    const signedIn = await client.get('/no-such-page').withInertia().loginAs(owner)
    // Other modules add their own header items (messaging's badge); the bell is among them.
    assert.deepInclude(signedIn.inertiaProps.headerItems, { key: 'notifications.bell', component: 'notifications/bell', props: { userId: owner.id } })
    const visitor = await client.get('/no-such-page').withInertia()
    assert.deepEqual(visitor.inertiaProps.headerItems, [])

    const count = await client.get('/notifications/unread').header('accept', 'application/json').loginAs(owner)
    count.assertBody({ unread: 1 })
    const othersCount = await client.get('/notifications/unread').header('accept', 'application/json').loginAs(other)
    othersCount.assertBody({ unread: 0 })
    const anonymous = await client.get('/notifications/unread').withInertia()
    anonymous.assertStatus(401)
  })
})

test.group('The bell costs no query in the page frame (issue 19) and one for its count (issue 14 bench: 10k notifications)', (group) => {
  const { measure } = queryCounter(group)

  test('no query in any page frame; the count request is 3 queries at 0 and at 10,000 notifications', async ({ client, assert }) => {
    const [quiet, busy] = [await makeUser(), await makeUser()]
    await insertNotifications(busy.id, 'tests.live.ping', 10_000)
    const figures: Record<string, number> = {}
    for (const [name, viewerId] of [['visitor', null], ['signed in', busy.id]] as const) {
      figures[`frame item (${name})`] = await measure(() => hooks.outlet('frame.header', { viewerId }))
    }
    for (const [name, user] of [['0 notifications', quiet], ['10k notifications', busy]] as const) {
      const request = () => client.get('/notifications/unread').header('accept', 'application/json').loginAs(user)
      const started = performance.now()
      const response = await request()
      figures[`count (${name}) ms`] = Math.round(performance.now() - started)
      figures[`count (${name})`] = await measure(request)
      // Counted up to the cap (queries/unread_count.ts): the badge shows "9+", the label "99+".
      if (user === busy) response.assertBody({ unread: UNREAD_COUNT_CAP })
    }
    console.log('bell queries:', JSON.stringify(figures))
    assert.equal(figures['frame item (visitor)'], 0)
    assert.equal(figures['frame item (signed in)'], 0)
    // The whole request: the signed-in user and their roles (as every guarded route), then the count.
    assert.equal(figures['count (0 notifications)'], 3)
    assert.equal(figures['count (10k notifications)'], 3)
  }).timeout(60_000)
})

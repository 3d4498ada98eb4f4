import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { registerNotificationKind } from '#modules/notifications/index'
import { setPushSender, type PushMessage, type PushSubscriptionKeys } from '../../push/web_push.js'
import { notifyNow } from '../helpers.js'

registerNotificationKind('tests.push.nudge', {
  label: 'Test nudges',
  channels: { push: true },
  describe: (n) => ({ text: `Nudge ${n.payload.n}`, href: '/dashboard' }),
})

const subscription = (tag: string) => ({
  endpoint: `https://push.example.test/${tag}-${Math.random().toString(36).slice(2)}`,
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
})

test.group('Web push (issue 14 §2, optional; spec 002 §7 push key)', (group) => {
  let sent: Array<{ to: PushSubscriptionKeys; message: PushMessage }> = []
  let answer = 201
  group.each.setup(() => {
    sent = []
    answer = 201
    setPushSender(async (to, message) => {
      sent.push({ to, message })
      return answer
    }, 'BTestVapidPublicKey')
    return () => setPushSender(null)
  })

  test('who may subscribe: a visitor is asked to sign in; each user keeps and removes only their own browsers', async ({ client, assert }) => {
    const [ada, ben] = [await makeUser(), await makeUser()]
    const browser = subscription('ada')
    ;(await client.post('/notifications/push/subscriptions').json(browser).withCsrfToken().withInertia()).assertStatus(401)
    ;(await client.post('/notifications/push/subscriptions').json(browser).withCsrfToken().loginAs(ada)).assertStatus(201)
    ;(await client.post('/notifications/push/subscriptions').json({ ...browser, endpoint: 'http://insecure.example/x' }).withCsrfToken().loginAs(ada).accept('json')).assertStatus(422)
    // Ben cannot remove Ada's browser.
    await client.delete('/notifications/push/subscriptions').json({ endpoint: browser.endpoint }).withCsrfToken().loginAs(ben)
    assert.lengthOf(await db.from('push_subscriptions').where('user_id', ada.id), 1)
    await client.delete('/notifications/push/subscriptions').json({ endpoint: browser.endpoint }).withCsrfToken().loginAs(ada)
    assert.lengthOf(await db.from('push_subscriptions').where('user_id', ada.id), 0)
  })

  test('without VAPID keys push is not offered: subscribing is a 404 and the settings show no push column', async ({ client, assert }) => {
    setPushSender(null)
    const user = await makeUser({ birth: birthForAge(30) })
    ;(await client.post('/notifications/push/subscriptions').json(subscription('x')).withCsrfToken().loginAs(user)).assertStatus(404)
    const page = await client.get('/settings/notifications').withInertia().loginAs(user)
    const section = (page.inertiaProps.sections as Array<{ key: string; props: any }>).find((s) => s.key === 'notifications.channels')!
    assert.isNull(section.props.pushKey)
    assert.notDeepInclude(section.props.rows.find((row: any) => row.kind === 'tests.push.nudge').channels, { channel: 'push', on: true })
  })

  test('an adult’s browser gets the line once; a minor’s not by default; a gone browser is forgotten', async ({ client, assert }) => {
    const [adult, minor] = [await makeUser({ birth: birthForAge(30) }), await makeUser({ birth: birthForAge(14) })]
    for (const user of [adult, minor]) {
      await client.post('/notifications/push/subscriptions').json(subscription(`u${user.id}`)).withCsrfToken().loginAs(user)
    }
    const notification = await notifyNow({ key: 'tests.push.nudge', userId: adult.id, payload: { n: 1 } })
    await notifyNow({ key: 'tests.push.nudge', userId: minor.id, payload: { n: 2 } })
    await eventually(() => sent.length >= 1, 'the push')
    await new Promise((resolve) => setTimeout(resolve, 150))
    assert.deepEqual(sent.map((item) => item.message), [{ title: 'Peerhaven', body: 'Nudge 1', url: `/notifications/${notification.id}/open` }])

    answer = 410
    await notifyNow({ key: 'tests.push.nudge', userId: adult.id, payload: { n: 3 } })
    await eventually(async () => (await db.from('push_subscriptions').where('user_id', adult.id)).length === 0, 'the gone browser forgotten')
  })
})

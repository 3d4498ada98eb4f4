import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { birthForAge, makeUser, resetRateLimits } from '#tests/helpers/users'
import { capturedSms, registerNotificationKind } from '#modules/notifications/index'
import { storedPreferences } from '../../queries/preferences.js'
import { unsubscribeToken } from '../../unsubscribe.js'

registerNotificationKind('tests.settings.news', {
  label: 'Test news',
  channels: { email: true, sms: true },
  describe: () => ({ text: 'News', href: '/dashboard' }),
})

type Section = { key: string; props: Record<string, any> }
const sectionOf = (sections: Section[], key: string) => sections.find((section) => section.key === key)!
const codeIn = (number: string) => capturedSms.to(number).at(-1)!.text.match(/\b(\d{6})\b/)![1]

test.group('Notification settings: who may change what (issue 14 §2; spec 000 §2.3)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a visitor is asked to sign in on every settings route; an unverified account is refused', async ({ client }) => {
    const routes = [
      ['put', '/settings/notifications/channels'],
      ['post', '/settings/phone'],
      ['post', '/settings/phone/verify'],
      ['post', '/settings/phone/waive'],
      ['delete', '/settings/phone'],
    ] as const
    const unverified = await makeUser({ verified: false, onboarded: false })
    for (const [method, url] of routes) {
      ;(await client[method](url).json({}).withCsrfToken().withInertia()).assertStatus(401)
      const refused = await client[method](url).json({}).withCsrfToken().withInertia().loginAs(unverified)
      refused.assertInertiaPropsContains({ code: 'email_not_verified' })
    }
  })

  test('the page shows the viewer’s own switches per kind and channel, minors’ texts off by default', async ({ client, assert }) => {
    const [minor, grownUp] = [await makeUser({ birth: birthForAge(15) }), await makeUser({ birth: birthForAge(30) })]
    for (const [user, smsOn] of [[minor, false], [grownUp, true]] as const) {
      const page = await client.get('/settings/notifications').withInertia().loginAs(user)
      page.assertInertiaComponent('identity/notification_settings')
      const rows = sectionOf(page.inertiaProps.sections as Section[], 'notifications.channels').props.rows
      const news = rows.find((row: any) => row.kind === 'tests.settings.news')
      assert.deepEqual(news.channels, [
        { channel: 'in_app', on: true },
        { channel: 'email', on: true },
        { channel: 'sms', on: smsOn },
      ])
      assert.deepEqual(rows.find((row: any) => row.kind === 'digest').channels, [{ channel: 'email', on: true }])
    }
  })

  test('saving switches persists them for the viewer only; an unknown kind or channel changes nothing', async ({ client, assert }) => {
    const [user, other] = [await makeUser(), await makeUser()]
    const saved = await client
      .put('/settings/notifications/channels')
      .json({ preferences: [{ kind: 'tests.settings.news', channel: 'email', enabled: false }] })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    saved.assertStatus(302)
    saved.assertHeader('location', '/settings/notifications')
    assert.deepEqual([...(await storedPreferences(user.id))], [['tests.settings.news:email', false]])
    assert.equal((await storedPreferences(other.id)).size, 0)

    for (const preferences of [
      [{ kind: 'tests.settings.news', channel: 'email', enabled: true }, { kind: 'no.such.kind', channel: 'email', enabled: false }],
      [{ kind: 'digest', channel: 'in_app', enabled: false }],
      [{ kind: 'tests.settings.news', channel: 'fax', enabled: false }],
    ]) {
      const refused = await client.put('/settings/notifications/channels').json({ preferences }).withCsrfToken().loginAs(user).accept('json')
      refused.assertStatus(422)
    }
    assert.deepEqual([...(await storedPreferences(user.id))], [['tests.settings.news:email', false]])
  })

  test('a phone number is verified by a texted code; someone else’s number is refused (spec 002 §8, §9)', async ({ client, assert }) => {
    const [user, other] = [await makeUser(), await makeUser()]
    const bad = await client.post('/settings/phone').json({ phoneNumber: '12345' }).withCsrfToken().loginAs(user).accept('json')
    bad.assertStatus(422)

    ;(await client.post('/settings/phone').json({ phoneNumber: '+1 555 010 2001' }).withCsrfToken().loginAs(user).redirects(0)).assertStatus(302)
    const code = codeIn('+15550102001')
    const wrong = await client.post('/settings/phone/verify').json({ code: code === '000000' ? '111111' : '000000' }).withCsrfToken().loginAs(user).accept('json')
    wrong.assertStatus(422)
    wrong.assertBodyContains({ errors: [{ field: 'code', message: 'That code is not right. Check the text message and try again.' }] })
    ;(await client.post('/settings/phone/verify').json({ code }).withCsrfToken().loginAs(user).redirects(0)).assertStatus(302)
    const row = await db.from('users').where('id', user.id).first()
    assert.equal(row.phone_number, '+15550102001')
    assert.isNotNull(row.phone_number_verified_at)

    const taken = await client.post('/settings/phone').json({ phoneNumber: '+15550102001' }).withCsrfToken().loginAs(other).accept('json')
    taken.assertStatus(422)
    taken.assertBodyContains({ errors: [{ field: 'phoneNumber', message: 'This phone number is already in use.' }] })

    ;(await client.delete('/settings/phone').withCsrfToken().loginAs(user).redirects(0)).assertStatus(302)
    assert.isNull((await db.from('users').where('id', user.id).first()).phone_number)
  })

  test('the waiver is recorded', async ({ client, assert }) => {
    const user = await makeUser()
    ;(await client.post('/settings/phone/waive').withCsrfToken().loginAs(user).redirects(0)).assertStatus(302)
    assert.isNotNull((await db.from('users').where('id', user.id).first()).phone_number_waived_at)
  })
})

test.group('One-click unsubscribe (issue 14 §2: signed, no sign-in)', () => {
  test('the link turns that kind’s email off without signing in; undo turns it back on', async ({ client, assert }) => {
    const user = await makeUser()
    const token = unsubscribeToken(user.id, 'tests.settings.news')
    const page = await client.get(`/unsubscribe?token=${encodeURIComponent(token)}`).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('notifications/unsubscribe')
    page.assertInertiaPropsContains({ done: true, label: 'Test news' })
    assert.deepEqual([...(await storedPreferences(user.id))], [['tests.settings.news:email', false]])

    const undo = await client.post('/unsubscribe/undo').json({ token }).withCsrfToken().withInertia()
    undo.assertInertiaPropsContains({ resubscribed: true })
    assert.deepEqual([...(await storedPreferences(user.id))], [['tests.settings.news:email', true]])
  })

  test('the mail client’s one-click POST needs no CSRF token, only the signed token', async ({ client, assert }) => {
    const user = await makeUser()
    const token = unsubscribeToken(user.id, 'tests.settings.news')
    const response = await client.post(`/unsubscribe?token=${encodeURIComponent(token)}`).form({ 'List-Unsubscribe': 'One-Click' })
    response.assertStatus(200)
    assert.deepEqual([...(await storedPreferences(user.id))], [['tests.settings.news:email', false]])
  })

  test('a forged, altered or foreign-purpose token changes nothing', async ({ client, assert }) => {
    const user = await makeUser()
    const token = unsubscribeToken(user.id, 'tests.settings.news')
    for (const bad of [`${token.slice(0, -3)}abc`, 'nonsense', '']) {
      const page = await client.get(`/unsubscribe?token=${encodeURIComponent(bad)}`).withInertia()
      page.assertInertiaPropsContains({ done: false })
      ;(await client.post(`/unsubscribe?token=${encodeURIComponent(bad)}`)).assertStatus(400)
    }
    assert.equal((await storedPreferences(user.id)).size, 0)
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { registerNotificationKind } from '#modules/notifications/index'
import { UNREAD_COUNT_CAP, unreadCount } from '../../queries/unread_count.js'
import Notification from '../../models/notification.js'
import { notifyNow } from '../helpers.js'

registerNotificationKind('tests.centre.wave', {
  describe: (n) => ({
    text: `${n.payload.actorName} waved at you`,
    href: String(n.payload.href ?? '/dashboard'),
  }),
})

const wave = (userId: number, extra: Record<string, unknown> = {}, notifyAt?: DateTime) =>
  notifyNow({ key: 'tests.centre.wave', userId, payload: { actorName: 'Ben', ...extra }, notifyAt })

test.group('Notification centre: who may see what (issue 14 §2; spec 000 §2.3 access)', () => {
  test('a visitor is asked to sign in on every route', async ({ client }) => {
    const owner = await makeUser()
    const notification = await wave(owner.id)
    for (const url of [
      '/notifications',
      '/notifications/latest',
      `/notifications/${notification.id}/open`,
    ]) {
      const response = await client.get(url).withInertia()
      response.assertStatus(401)
      response.assertInertiaComponent('identity/access_blocked')
    }
  })

  test('another user opening a notification gets 404 and records no click', async ({
    client,
    assert,
  }) => {
    const [owner, other] = [await makeUser(), await makeUser()]
    const notification = await wave(owner.id)
    const response = await client
      .get(`/notifications/${notification.id}/open`)
      .loginAs(other)
      .redirects(0)
    response.assertStatus(404)
    await notification.refresh()
    assert.isNull(notification.clickedAt)
    const unknown = await client.get('/notifications/999999/open').loginAs(owner).redirects(0)
    unknown.assertStatus(404)
    const tooLong = await client.get('/notifications/99999999999999999999/open').loginAs(owner).redirects(0)
    tooLong.assertStatus(404)
  })

  test('the owner opening one goes to its link and the first click is recorded', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    const notification = await wave(owner.id, { href: '/w/maths/p/12#comment-3' })
    const response = await client
      .get(`/notifications/${notification.id}/open`)
      .loginAs(owner)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/w/maths/p/12#comment-3')
    await notification.refresh()
    assert.isNotNull(notification.clickedAt)
    const first = notification.clickedAt!.toISO()
    await client.get(`/notifications/${notification.id}/open`).loginAs(owner).redirects(0)
    await notification.refresh()
    assert.equal(notification.clickedAt!.toISO(), first)
  })

  test('a link off this site or a scheduled notification not yet due opens nothing (404)', async ({
    client,
  }) => {
    const owner = await makeUser()
    const offSite = await wave(owner.id, { href: '//evil.example/x' })
    ;(
      await client.get(`/notifications/${offSite.id}/open`).loginAs(owner).redirects(0)
    ).assertStatus(404)
    const later = await wave(owner.id, {}, DateTime.utc().plus({ hours: 2 }))
    ;(await client.get(`/notifications/${later.id}/open`).loginAs(owner).redirects(0)).assertStatus(
      404
    )
  })

  test('the page lists only the viewer’s own due notifications, newest first, then marks them viewed', async ({
    client,
    assert,
  }) => {
    const [owner, other] = [await makeUser(), await makeUser()]
    await wave(owner.id, { actorName: 'Ada' }, DateTime.utc().minus({ hours: 1 }))
    await wave(owner.id, { actorName: 'Cy' })
    await wave(owner.id, { actorName: 'Later' }, DateTime.utc().plus({ hours: 1 }))
    await wave(other.id, { actorName: 'Secret' })
    assert.equal(await unreadCount(owner.id), 2)

    const response = await client.get('/notifications').withInertia().loginAs(owner)
    response.assertStatus(200)
    response.assertInertiaComponent('notifications/index')
    const items = response.inertiaProps.notifications as Array<{
      text: string
      unread: boolean
      href: string
    }>
    assert.deepEqual(
      items.map((item) => item.text),
      ['Cy waved at you', 'Ada waved at you']
    )
    assert.isTrue(
      items.every((item) => item.unread && /^\/notifications\/\d+\/open$/.test(item.href))
    )
    assert.deepInclude(response.inertiaProps.meta, { total: 2, currentPage: 1, lastPage: 1 })
    assert.equal(await unreadCount(owner.id), 0)

    const again = await client.get('/notifications').withInertia().loginAs(owner)
    assert.isTrue(
      (again.inertiaProps.notifications as Array<{ unread: boolean }>).every((item) => !item.unread)
    )
  })

  test('the page paginates (20 a page) and refuses a bad page number', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    for (let i = 0; i < 21; i++)
      await wave(owner.id, { actorName: `P${i}` }, DateTime.utc().minus({ minutes: 30 - i }))
    const second = await client.get('/notifications?page=2').withInertia().loginAs(owner)
    assert.deepEqual(
      (second.inertiaProps.notifications as Array<{ text: string }>).map((item) => item.text),
      ['P0 waved at you']
    )
    assert.deepInclude(second.inertiaProps.meta, { total: 21, currentPage: 2, lastPage: 2 })
    const bad = await client
      .get('/notifications?page=-1')
      .header('accept', 'application/json')
      .loginAs(owner)
    bad.assertStatus(422)
  })

  test('the popover list: the latest 15 as JSON, unread ones marked, and opening it marks them viewed', async ({
    client,
    assert,
  }) => {
    const [owner, other] = [await makeUser(), await makeUser()]
    for (let i = 0; i < 17; i++)
      await wave(owner.id, { actorName: `P${i}` }, DateTime.utc().minus({ minutes: 30 - i }))
    await wave(other.id, { actorName: 'Secret' })
    const response = await client
      .get('/notifications/latest')
      .header('accept', 'application/json')
      .loginAs(owner)
    response.assertStatus(200)
    const items = response.body().notifications as Array<{
      id: number
      text: string
      unread: boolean
      at: string
    }>
    assert.lengthOf(items, 15)
    assert.equal(items[0].text, 'P16 waved at you')
    assert.isTrue(items.every((item) => item.unread))
    assert.notInclude(JSON.stringify(response.body()), 'Secret')
    assert.equal(await unreadCount(owner.id), 0)
    const stored = await db
      .from('users')
      .where('id', owner.id)
      .select('notifications_last_viewed_at')
      .first()
    assert.isNotNull(stored.notifications_last_viewed_at)
    assert.lengthOf(
      await Notification.query().where('user_id', owner.id).whereNotNull('clicked_at'),
      0
    )
  })
})

test.group('The bell count is capped (issue 14 §2; bin/bench: 9,500 unread took ~8 ms uncapped)', () => {
  test('it counts due unread notifications up to 100: 3 are 3, 105 are 100', async ({ assert }) => {
    const owner = await makeUser()
    for (let i = 0; i < 3; i++) await wave(owner.id)
    assert.equal(await unreadCount(owner.id), 3)
    for (let i = 0; i < 102; i++) await wave(owner.id)
    assert.equal(await unreadCount(owner.id), UNREAD_COUNT_CAP)
    assert.equal(UNREAD_COUNT_CAP, 100)
  }).timeout(60_000)
})

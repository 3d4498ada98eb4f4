import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import { registerNotificationKind } from '#modules/notifications/index'
import NotificationPolicy from '../../policies/notification_policy.js'
import { visibleNotifications } from '../../policies/notification_scope.js'
import { notifyNow } from '../helpers.js'

registerNotificationKind('tests.policy.nudge', { describe: () => ({ text: 'Nudge', href: '/dashboard' }) })

test.group('NotificationPolicy and its SQL twin agree (a notification is only ever shown to its user)', () => {
  test('own and due: allowed; someone else’s or not yet due: 404; the scope lists exactly the allowed ones', async ({ assert }) => {
    const [owner, other] = [await makeUser(), await makeUser()]
    const now = DateTime.utc()
    const fixtures = [
      await notifyNow({ key: 'tests.policy.nudge', userId: owner.id, notifyAt: now.minus({ days: 3 }) }),
      await notifyNow({ key: 'tests.policy.nudge', userId: owner.id, notifyAt: now.minus({ seconds: 2 }) }),
      await notifyNow({ key: 'tests.policy.nudge', userId: owner.id, notifyAt: now.plus({ minutes: 10 }) }),
      await notifyNow({ key: 'tests.policy.nudge', userId: other.id, notifyAt: now.minus({ hours: 1 }) }),
    ]
    const policy = new NotificationPolicy()
    for (const viewer of [owner, other]) {
      const allowed = fixtures.filter((n) => policy.open(viewer, n, now) === true).map((n) => n.id)
      const listed = (await visibleNotifications(viewer.id, now)).map((n) => n.id)
      assert.sameMembers(listed, allowed, `viewer ${viewer.id}`)
    }
    assert.deepEqual(
      (await visibleNotifications(owner.id, now)).map((n) => n.id),
      [fixtures[1].id, fixtures[0].id],
      'newest first'
    )
    const denied = policy.open(other, fixtures[0], now)
    assert.notEqual(denied, true)
    assert.equal((denied as { status: number }).status, 404)
  })
})

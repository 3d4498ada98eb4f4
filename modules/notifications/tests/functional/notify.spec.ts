import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { notify, registerNotificationKind } from '#modules/notifications/index'
import Notification from '../../models/notification.js'
import { unreadCount } from '../../queries/unread_count.js'

registerNotificationKind('tests.notify.poke', {
  describe: (n) => ({ text: `${n.payload.actorName} poked you`, href: '/dashboard' }),
})

test.group('notify() records a notification (spec 001 §3.2 notification; issue 14 §2)', () => {
  test('inside the caller transaction, with every reference and the payload', async ({
    assert,
  }) => {
    const [ada, ben] = [await makeUser(), await makeUser()]
    await db.transaction(async (trx) => {
      await notify(
        {
          key: 'tests.notify.poke',
          userId: ada.id,
          relatedUserId: ben.id,
          worldId: 4,
          postId: 9,
          payload: { actorName: 'Ben' },
        },
        { client: trx }
      )
    })
    const rows = await Notification.query().where('user_id', ada.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0].serialize(), {
      key: 'tests.notify.poke',
      relatedUserId: ben.id,
      worldId: 4,
      postId: 9,
      sessionId: null,
      clickedAt: null,
    })
    assert.deepEqual(rows[0].payload, { actorName: 'Ben' })
    assert.isTrue(rows[0].notifyAt <= DateTime.utc())
  })

  test('nothing is recorded when the transaction rolls back', async ({ assert }) => {
    const ada = await makeUser()
    await db
      .transaction(async (trx) => {
        await notify(
          { key: 'tests.notify.poke', userId: ada.id, payload: { actorName: 'Ben' } },
          { client: trx }
        )
        throw new Error('the write failed')
      })
      .catch(() => {})
    assert.lengthOf(await Notification.query().where('user_id', ada.id), 0)
  })

  test('a user is never notified about their own action', async ({ assert }) => {
    const ada = await makeUser()
    await db.transaction((trx) =>
      notify({ key: 'tests.notify.poke', userId: ada.id, relatedUserId: ada.id }, { client: trx })
    )
    assert.lengthOf(await Notification.query().where('user_id', ada.id), 0)
  })

  test('the unread count: due ones since the last view, scheduled ones from their due time, known kinds only', async ({
    assert,
  }) => {
    const ada = await makeUser()
    const now = DateTime.utc()
    await notify(
      { key: 'tests.notify.poke', userId: ada.id, notifyAt: now.minus({ hours: 2 }) },
      { client: db.connection() }
    )
    await notify(
      { key: 'tests.notify.poke', userId: ada.id, notifyAt: now.minus({ minutes: 5 }) },
      { client: db.connection() }
    )
    await notify(
      { key: 'tests.notify.poke', userId: ada.id, notifyAt: now.plus({ hours: 1 }) },
      { client: db.connection() }
    )
    await notify(
      { key: 'tests.notify.unregistered', userId: ada.id, notifyAt: now.minus({ minutes: 5 }) },
      { client: db.connection() }
    )
    assert.equal(await unreadCount(ada.id, now), 2)

    await db
      .from('users')
      .where('id', ada.id)
      .update({
        notifications_last_viewed_at: now.minus({ hours: 1 }).toFormat('yyyy-MM-dd HH:mm:ss'),
      })
    assert.equal(await unreadCount(ada.id, now), 1)
    assert.equal(
      await unreadCount(ada.id, now.plus({ hours: 2 })),
      2,
      'the scheduled one counts once due'
    )
  })
})

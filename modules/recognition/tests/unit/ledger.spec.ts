import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { recordUserEvent, pointsOf, UserEvent } from '../../index.js'

/* spec 001 §3.1 user_event: points are the sum of the ledger; awards commit with their cause. */
test.group('points ledger (spec 001 §3.1 user_event)', () => {
  test('points are the sum of a user’s events, and nobody else’s', async ({ assert }) => {
    const [user, other] = [await makeUser(), await makeUser()]
    assert.equal(await pointsOf(user.id), 0)
    await db.transaction(async (trx) => {
      await recordUserEvent({ userId: user.id, eventType: 'welcome', points: 5 }, { client: trx })
      await recordUserEvent({ userId: user.id, eventType: 'post_feedback_given', points: 3, payload: { postId: 7 } }, { client: trx })
      await recordUserEvent({ userId: other.id, eventType: 'welcome', points: 5 }, { client: trx })
    })
    assert.equal(await pointsOf(user.id), 8)
    const row = await UserEvent.query().where('user_id', user.id).where('event_type', 'post_feedback_given').firstOrFail()
    assert.deepEqual(row.eventPayload, { postId: 7 })
    assert.equal(row.eventPoints, 3)
  })

  test('an idempotency key awards once, and the repeat leaves the transaction usable', async ({ assert }) => {
    const user = await makeUser()
    const key = `test:${user.id}:welcome`
    const results = await db.transaction(async (trx) => {
      const first = await recordUserEvent({ userId: user.id, eventType: 'welcome', points: 5, idempotencyKey: key }, { client: trx })
      const again = await recordUserEvent({ userId: user.id, eventType: 'welcome', points: 5, idempotencyKey: key }, { client: trx })
      await recordUserEvent({ userId: user.id, eventType: 'safety_audit', points: 1 }, { client: trx })
      return [first, again]
    })
    assert.deepEqual(results, [true, false])
    assert.equal(await pointsOf(user.id), 6)
  })

  test('a rolled-back transaction records no points', async ({ assert }) => {
    const user = await makeUser()
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await recordUserEvent({ userId: user.id, eventType: 'welcome', points: 5 }, { client: trx })
        throw new Error('the cause failed')
      })
    )
    assert.equal(await pointsOf(user.id), 0)
  })

  test('refuses points that are not an integer', async ({ assert }) => {
    const user = await makeUser()
    await assert.rejects(() => db.transaction((trx) => recordUserEvent({ userId: user.id, eventType: 'welcome', points: 1.5 }, { client: trx })))
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { followTutor, unfollowTutor, isFollowing, followerIdsOf, followerCountOf } from '../../index.js'

/* spec 001 §3.1 tutor_follow; spec 000 §6.4 (follow a tutor). */
test.group('tutor follows (spec 001 §3.1 tutor_follow)', () => {
  test('following is idempotent and answers whether it was new', async ({ assert }) => {
    const [learner, tutor] = [await makeUser(), await makeUser()]
    const first = await db.transaction((trx) => followTutor({ userId: learner.id, tutorId: tutor.id }, { client: trx }))
    const again = await db.transaction((trx) => followTutor({ userId: learner.id, tutorId: tutor.id }, { client: trx }))
    assert.deepEqual([first, again], [true, false])
    assert.isTrue(await isFollowing(learner.id, tutor.id))
    assert.isFalse(await isFollowing(tutor.id, learner.id))
    assert.equal(await followerCountOf(tutor.id), 1)
  })

  test('followers of a tutor are listed, and unfollowing removes one', async ({ assert }) => {
    const [a, b, tutor, otherTutor] = [await makeUser(), await makeUser(), await makeUser(), await makeUser()]
    await db.transaction(async (trx) => {
      await followTutor({ userId: a.id, tutorId: tutor.id }, { client: trx })
      await followTutor({ userId: b.id, tutorId: tutor.id }, { client: trx })
      await followTutor({ userId: a.id, tutorId: otherTutor.id }, { client: trx })
    })
    assert.deepEqual(await followerIdsOf(tutor.id), [a.id, b.id])
    assert.isTrue(await db.transaction((trx) => unfollowTutor({ userId: a.id, tutorId: tutor.id }, { client: trx })))
    assert.isFalse(await db.transaction((trx) => unfollowTutor({ userId: a.id, tutorId: tutor.id }, { client: trx })))
    assert.deepEqual(await followerIdsOf(tutor.id), [b.id])
    assert.deepEqual(await followerIdsOf(otherTutor.id), [a.id])
  })

  test('nobody follows themselves', async ({ assert }) => {
    const tutor = await makeUser()
    assert.isFalse(await db.transaction((trx) => followTutor({ userId: tutor.id, tutorId: tutor.id }, { client: trx })))
    assert.deepEqual(await followerIdsOf(tutor.id), [])
  })
})

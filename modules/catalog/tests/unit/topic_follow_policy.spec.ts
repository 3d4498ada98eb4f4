import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import type { User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import TopicFollowPolicy from '../../policies/topic_follow_policy.js'
import { makeCourse, makeTopic } from '../factories.js'

test.group('TopicFollowPolicy (spec 001 §3.3 topic_follow)', () => {
  test('a signed-in account follows an active topic; a retired one is not found (404)', async ({ assert }) => {
    const course = await makeCourse()
    const active = await makeTopic(course.id, 'unit')
    const retired = await makeTopic(course.id, 'unit', { active: false })
    const policy = new Bouncer(await makeUser(), {}, {}).with(TopicFollowPolicy)
    assert.isTrue(await policy.allows('follow', active))
    const verdict = await policy.execute('follow', retired)
    assert.isFalse(verdict.authorized)
    assert.equal(verdict.status, 404)
  })

  test('unfollowing is open to any signed-in account, even for a retired topic', async ({ assert }) => {
    const policy = new Bouncer(await makeUser(), {}, {}).with(TopicFollowPolicy)
    assert.isTrue(await policy.allows('unfollow'))
  })

  test('visitors neither follow nor unfollow', async ({ assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'unit')
    const guest = new Bouncer(null as User | null, {}, {}).with(TopicFollowPolicy)
    assert.isFalse(await guest.allows('follow', topic))
    assert.isFalse(await guest.allows('unfollow'))
  })
})

import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import { makeUser } from '#tests/helpers/users'
import { makeCourse } from '#modules/catalog/tests/factories'
import WorldPolicy from '../../policies/world_policy.js'
import { listedWorlds, listedWorldsForCourse } from '../../policies/world_scope.js'
import { makeMember, makeWorld } from '../factories.js'

/*
 * The list queries mirror WorldPolicy.list: the same worlds and viewers go through both and must
 * get the same answers (spec 001 §3.2: unlisted and membership worlds are never listed, not
 * even to their members or staff).
 */
test.group('World lists agree with WorldPolicy.list', () => {
  test('listedWorlds and listedWorldsForCourse hold exactly the worlds the policy lists, for every viewer', async ({ assert }) => {
    const course = await makeCourse()
    const worlds = [
      await makeWorld('public'),
      await makeWorld('unlisted'),
      await makeWorld('membership'),
      await makeWorld('public', { courseId: course.id }),
      await makeWorld('unlisted', { courseId: course.id }),
      await makeWorld('membership', { courseId: course.id }),
    ]
    const member = await makeUser()
    for (const world of worlds) await makeMember(member.id, world.id, 'moderator')
    const viewers = [null, await makeUser(), member, await makeUser({ roles: ['admin:basic'] })]

    const ids = new Set(worlds.map((world) => world.id))
    const listed = (await listedWorlds()).filter((world) => ids.has(world.id)).map((world) => world.id)
    const forCourse = (await listedWorldsForCourse(course.id)).map((world) => world.id)

    for (const viewer of viewers) {
      const policy = new Bouncer(viewer, {}, {}).with(WorldPolicy)
      const allowed = []
      for (const world of worlds) if (await policy.allows('list', world)) allowed.push(world)
      const who = viewer ? `user ${viewer.id}` : 'a visitor'
      assert.sameMembers(listed, allowed.map((world) => world.id), who)
      assert.sameMembers(forCourse, allowed.filter((world) => world.courseId === course.id).map((world) => world.id), who)
    }
    assert.lengthOf(listed, 2, 'the fixtures hold two public worlds')
  })
})

import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import WorldModerationPolicy from '../../policies/world_moderation_policy.js'

/* issue 10 §2, spec 000 §6.4: who moderates a world's community (decision: as WorldPolicy.moderate). */
test.group('WorldModerationPolicy', () => {
  test('moderate: the world’s moderators and staff; members below moderator, non-members and other staff roles alone no', async ({ assert }) => {
    const policy = new WorldModerationPolicy()
    const world = await makeWorld('public')
    const [moderator, coach, member, outsider, staff, safetyAlone] = [
      await makeUser(),
      await makeUser(),
      await makeUser(),
      await makeUser(),
      await makeUser({ roles: ['approved', 'admin:basic'] }),
      await makeUser({ roles: ['approved', 'admin:safety'] }),
    ]
    await makeMember(moderator.id, world.id, 'moderator')
    await makeMember(coach.id, world.id, 'coach')
    await makeMember(member.id, world.id, 'member')
    assert.isTrue(await policy.moderate(moderator, world))
    assert.isTrue(await policy.moderate(staff, world))
    for (const user of [coach, member, outsider, safetyAlone]) assert.isFalse(await policy.moderate(user, world))
  })

  test('a moderator of another world moderates nothing here; a hidden world answers 404', async ({ assert }) => {
    const policy = new WorldModerationPolicy()
    const [world, other, hidden] = [await makeWorld('public'), await makeWorld('public'), await makeWorld('membership')]
    const moderator = await makeUser()
    await makeMember(moderator.id, other.id, 'moderator')
    assert.isFalse(await policy.moderate(moderator, world))
    const verdict = await policy.moderate(moderator, hidden)
    assert.notEqual(verdict, true)
    assert.equal((verdict as { status: number }).status, 404)
  })

  test('moderatePost and manageChannel: only the world’s channel posts and channels (404 for others)', async ({ assert }) => {
    const policy = new WorldModerationPolicy()
    const [world, other] = [await makeWorld('public'), await makeWorld('public')]
    const moderator = await makeUser()
    await makeMember(moderator.id, world.id, 'moderator')
    assert.isTrue(await policy.moderatePost(moderator, world, { worldId: world.id, channelId: 3 }))
    for (const post of [{ worldId: other.id, channelId: 3 }, { worldId: world.id, channelId: null }]) {
      assert.equal(((await policy.moderatePost(moderator, world, post)) as { status: number }).status, 404)
    }
    assert.isTrue(await policy.manageChannel(moderator, world, { worldId: world.id }))
    assert.equal(((await policy.manageChannel(moderator, world, { worldId: null })) as { status: number }).status, 404)
  })
})

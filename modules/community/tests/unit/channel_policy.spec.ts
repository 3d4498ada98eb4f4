import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser, makeTutor } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import ChannelPolicy, { CHANNEL_MESSAGES } from '../../policies/channel_policy.js'
import { located, makeChannel, makeChannelMember } from '../factories.js'

const allowed = (verdict: unknown) => verdict === true

/*
 * spec 000 §6.4 "Channel visibility: public or private; visible to members, or to anyone when
 * public; archived channels hidden unless explicitly included"; issue 10 §1 level gates and
 * "blocked:community cannot post".
 */
test.group('ChannelPolicy (spec 000 §6.4)', () => {
  test('public channel of a public world: anyone reads; members post; visitors and non-members do not', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const outsider = await makeUser()
    const policy = new ChannelPolicy()
    assert.isTrue(allowed(policy.view(null, await located(world, channel, null))))
    assert.isTrue(allowed(policy.view(outsider, await located(world, channel, outsider))))
    assert.isTrue(allowed(policy.post(member, await located(world, channel, member))))
    const refused = policy.post(outsider, await located(world, channel, outsider))
    assert.deepInclude(refused, { message: CHANNEL_MESSAGES.notMember, status: 403 })
  })

  test('private channel: members at or above its world_level and staff; others get 404', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world, { visibility: 'private', worldLevel: 'tutor' })
    const [learner, tutor, coach, staff, outsider] = [await makeUser(), await makeTutor(), await makeTutor(), await makeUser({ roles: ['admin:basic'] }), await makeUser()]
    await makeMember(learner.id, world.id, 'member')
    await makeMember(tutor.id, world.id, 'tutor')
    await makeMember(coach.id, world.id, 'coach')
    const policy = new ChannelPolicy()
    assert.deepInclude(policy.view(learner, await located(world, channel, learner)), { status: 404 }, 'a member below the level')
    assert.deepInclude(policy.view(outsider, await located(world, channel, outsider)), { status: 404 })
    assert.deepInclude(policy.view(null, await located(world, channel, null)), { status: 404 })
    assert.isTrue(allowed(policy.view(tutor, await located(world, channel, tutor))), 'at the level')
    assert.isTrue(allowed(policy.view(coach, await located(world, channel, coach))), 'above the level')
    assert.isTrue(allowed(policy.view(staff, await located(world, channel, staff))), 'staff')
    assert.isTrue(allowed(policy.post(tutor, await located(world, channel, tutor))))
  })

  test('a membership world hides even its public channels from non-members', async ({ assert }) => {
    const world = await makeWorld('membership')
    const channel = await makeChannel(world)
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const policy = new ChannelPolicy()
    assert.deepInclude(policy.view(null, await located(world, channel, null)), { status: 404 })
    const outsider = await makeUser()
    assert.deepInclude(policy.view(outsider, await located(world, channel, outsider)), { status: 404 })
    assert.isTrue(allowed(policy.view(member, await located(world, channel, member))))
  })

  test('an archived channel stays readable and takes no posts', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world, { archivedAt: DateTime.utc() })
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const policy = new ChannelPolicy()
    const at = await located(world, channel, member)
    assert.isTrue(allowed(policy.view(member, at)))
    assert.deepInclude(policy.post(member, at), { message: CHANNEL_MESSAGES.archived })
  })

  test('blocked:community reads but cannot post (issue 10 §1)', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const blocked = await makeUser({ roles: ['approved', 'blocked:community'] })
    await makeMember(blocked.id, world.id)
    const policy = new ChannelPolicy()
    const at = await located(world, channel, blocked)
    assert.isTrue(allowed(policy.view(blocked, at)))
    assert.deepInclude(policy.post(blocked, at), { message: CHANNEL_MESSAGES.blocked, status: 403 })
  })

  test('announcements: only moderators post', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world, { type: 'announcements' })
    const [member, moderator] = [await makeUser(), await makeTutor()]
    await makeMember(member.id, world.id)
    await makeMember(moderator.id, world.id, 'moderator')
    const policy = new ChannelPolicy()
    assert.deepInclude(policy.post(member, await located(world, channel, member)), { message: CHANNEL_MESSAGES.announcements })
    assert.isTrue(allowed(policy.post(moderator, await located(world, channel, moderator))))
  })

  test('global channels: public to anyone; private to its channel members and staff', async ({ assert }) => {
    const open = await makeChannel(null)
    const closed = await makeChannel(null, { visibility: 'private' })
    const [insider, outsider, staff] = [await makeUser(), await makeUser(), await makeUser({ roles: ['admin:basic'] })]
    await makeChannelMember(insider.id, closed.id)
    const policy = new ChannelPolicy()
    assert.isTrue(allowed(policy.view(null, await located(null, open, null))))
    assert.isTrue(allowed(policy.post(outsider, await located(null, open, outsider))), 'anyone signed in posts in a public global channel')
    assert.deepInclude(policy.view(outsider, await located(null, closed, outsider)), { status: 404 })
    assert.isTrue(allowed(policy.view(insider, await located(null, closed, insider))))
    assert.isTrue(allowed(policy.view(staff, await located(null, closed, staff))))
  })

  test('a standing read for another viewer is refused loudly', async ({ assert }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [one, two] = [await makeUser(), await makeUser()]
    assert.throws(() => new ChannelPolicy().view(two, { ...{ place: { kind: 'channel', channel, world } }, standing: { userId: one.id, isStaff: false, blocked: false, level: null, channelMember: false, participant: false } } as never))
  })
})

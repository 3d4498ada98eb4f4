import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser, makeTutor } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import ChannelPolicy from '../../policies/channel_policy.js'
import { visibleChannelsQuery } from '../../policies/channel_scope.js'
import { baseStanding } from '../../policies/standing.js'
import { located, makeChannel, makeChannelMember } from '../factories.js'

/*
 * channel_scope.ts is ChannelPolicy.view in SQL (spec 000 §6.4): the same channels and viewers go
 * through both and must get the same answers; archived channels only when asked for.
 */
test.group('Channel lists agree with ChannelPolicy.view', () => {
  test('every viewer sees exactly the channels the policy lets them see', async ({ assert }) => {
    const open = await makeWorld('public')
    const closed = await makeWorld('membership')
    const channels = [
      { world: open, channel: await makeChannel(open) },
      { world: open, channel: await makeChannel(open, { visibility: 'private', worldLevel: 'tutor' }) },
      { world: open, channel: await makeChannel(open, { visibility: 'private', worldLevel: 'moderator' }) },
      { world: open, channel: await makeChannel(open, { archivedAt: DateTime.utc() }) },
      { world: closed, channel: await makeChannel(closed) },
      { world: closed, channel: await makeChannel(closed, { visibility: 'private', worldLevel: 'coach' }) },
      { world: null, channel: await makeChannel(null) },
      { world: null, channel: await makeChannel(null, { visibility: 'private' }) },
    ]
    const [learner, tutor, coach, former, staff, insider] = [await makeUser(), await makeTutor(), await makeTutor(), await makeUser(), await makeUser({ roles: ['admin:basic'] }), await makeUser()]
    await makeMember(learner.id, open.id, 'member')
    await makeMember(tutor.id, open.id, 'tutor')
    await makeMember(coach.id, open.id, 'coach')
    await makeMember(coach.id, closed.id, 'coach')
    await makeMember(former.id, closed.id, 'moderator', { left: true })
    await makeChannelMember(insider.id, channels[7].channel.id)
    const ids = new Set(channels.map(({ channel }) => channel.id))
    const policy = new ChannelPolicy()

    for (const viewer of [null, learner, tutor, coach, former, staff, insider, await makeUser()]) {
      const standing = await baseStanding(viewer)
      const listed = (await visibleChannelsQuery(standing)).filter((channel) => ids.has(channel.id)).map((channel) => channel.id)
      const withArchived = (await visibleChannelsQuery(standing, { includeArchived: true })).filter((channel) => ids.has(channel.id)).map((channel) => channel.id)
      const seen: number[] = []
      for (const { world, channel } of channels) {
        if (policy.view(viewer, await located(world, channel, viewer)) === true) seen.push(channel.id)
      }
      const who = viewer ? `user ${viewer.id}` : 'a visitor'
      assert.sameMembers(withArchived, seen, `${who} (archived included)`)
      assert.sameMembers(listed, seen.filter((id) => id !== channels[3].channel.id), `${who} (archived left out)`)
    }
  })
})

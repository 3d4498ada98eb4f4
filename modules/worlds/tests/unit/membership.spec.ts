import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import WorldMember from '../../models/world_member.js'
import { MEMBER_LEVELS, isAtLeastLevel } from '../../member_levels.js'
import { findWorldBySlug, memberLevel, countMembers } from '../../queries/worlds.js'
import { joinWorld } from '../../actions/join_world.js'
import { leaveWorld } from '../../actions/leave_world.js'
import { setMemberLevel } from '../../actions/set_member_level.js'
import { worldNavEntries } from '../../navigation.js'
import { worldCatalogue } from '../../world_catalogue.js'
import { makeMember, makeWorld } from '../factories.js'

test.group('World member levels (spec 000 §6.4)', () => {
  test('ranks are ordered member < tutor < senior-tutor < coach < moderator', ({ assert }) => {
    assert.deepEqual([...MEMBER_LEVELS], ['member', 'tutor', 'senior-tutor', 'coach', 'moderator'])
    assert.isTrue(isAtLeastLevel('moderator', 'coach'))
    assert.isTrue(isAtLeastLevel('tutor', 'tutor'))
    assert.isFalse(isAtLeastLevel('senior-tutor', 'coach'))
    assert.isFalse(isAtLeastLevel('member', 'tutor'))
  })

  test('memberLevel reads the stored level; non-members and leavers have none', async ({ assert }) => {
    const world = await makeWorld()
    const coach = await makeUser()
    const outsider = await makeUser()
    const leaver = await makeUser()
    await makeMember(coach.id, world.id, 'coach')
    const left = await makeMember(leaver.id, world.id, 'moderator')
    left.leftAt = DateTime.utc()
    await left.save()

    assert.equal(await memberLevel(coach.id, world.id), 'coach')
    assert.isNull(await memberLevel(outsider.id, world.id))
    assert.isNull(await memberLevel(leaver.id, world.id))
  })
})

test.group('Reading worlds', () => {
  test('findWorldBySlug ignores soft-deleted worlds and odd input', async ({ assert }) => {
    const world = await makeWorld()
    assert.equal((await findWorldBySlug(world.slug))?.id, world.id)
    await world.softDelete()
    assert.isNull(await findWorldBySlug(world.slug))
    assert.isNull(await findWorldBySlug(''))
    assert.isNull(await findWorldBySlug('x'.repeat(200)))
  })
})

test.group('Joining and leaving (spec 001 §3.2 world_member)', () => {
  test('join creates a member; leave records left_at and the reason; rejoining clears both and keeps the level', async ({ assert }) => {
    const world = await makeWorld()
    const user = await makeUser()
    const joined = await joinWorld(user.id, world.id)
    assert.equal(joined.level, 'member')
    assert.equal(await countMembers(world.id), 1)

    await setMemberLevel(user.id, world.id, 'tutor')
    assert.isTrue(await leaveWorld(user.id, world.id, '  Too many notifications  '))
    let row = await WorldMember.query().where('user_id', user.id).where('world_id', world.id).firstOrFail()
    assert.isNotNull(row.leftAt)
    assert.equal(row.leftReason, 'Too many notifications')
    assert.equal(await countMembers(world.id), 0)
    assert.isFalse(await leaveWorld(user.id, world.id), 'leaving twice is a no-op')

    await joinWorld(user.id, world.id)
    row = await WorldMember.query().where('user_id', user.id).where('world_id', world.id).firstOrFail()
    assert.isNull(row.leftAt)
    assert.isNull(row.leftReason)
    assert.equal(row.level, 'tutor')
    assert.equal(await WorldMember.query().where('user_id', user.id).where('world_id', world.id).count('* as n').first().then((r) => Number(r!.$extras.n)), 1)
  })

  test('an empty reason is stored as null', async ({ assert }) => {
    const world = await makeWorld()
    const user = await makeUser()
    await joinWorld(user.id, world.id)
    await leaveWorld(user.id, world.id, '   ')
    const row = await WorldMember.query().where('user_id', user.id).where('world_id', world.id).firstOrFail()
    assert.isNull(row.leftReason)
  })

  test('concurrent joins leave exactly one row', async ({ assert }) => {
    const world = await makeWorld()
    const user = await makeUser()
    await Promise.all(Array.from({ length: 8 }, () => joinWorld(user.id, world.id)))
    const rows = await WorldMember.query().where('user_id', user.id).where('world_id', world.id)
    assert.lengthOf(rows, 1)
  })
})

test.group('Learn menu worlds panel (spec 000 §2.6)', () => {
  test('lists the public worlds of the catalogue, grouped by domain, none of the unlisted or membership ones', ({ assert }) => {
    const entries = worldNavEntries()
    const hrefs = entries.map((entry) => entry.href)
    const publicSlugs = worldCatalogue().filter((world) => world.visibility === 'public').map((world) => `/w/${world.slug}`)
    assert.sameMembers(hrefs, publicSlugs)
    assert.notInclude(hrefs, '/w/tutors')
    assert.notInclude(hrefs, '/w/college-lounge')
    assert.deepInclude(entries, { menu: 'learn', group: 'Community', label: 'The Hub', href: '/w/hub', audience: 'everyone', order: entries.find((e) => e.href === '/w/hub')!.order })
    const maths = entries.filter((entry) => entry.group === 'Math').map((entry) => entry.order)
    const community = entries.filter((entry) => entry.group === 'Community').map((entry) => entry.order)
    assert.isBelow(Math.max(...maths), Math.min(...community), 'Math is listed before Community')
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import WorldMember, { MEMBER_LEVELS, isAtLeastLevel } from '../../models/world_member.js'
import { canViewWorld, findWorldBySlug, isMemberAtLeast, memberLevel, countMembers } from '../../queries/worlds.js'
import { joinWorld, leaveWorld, setMemberLevel } from '../../actions/membership.js'
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

  test('isMemberAtLeast compares the stored level; non-members and leavers are never at a level', async ({ assert }) => {
    const world = await makeWorld()
    const coach = await makeUser()
    const outsider = await makeUser()
    const leaver = await makeUser()
    await makeMember(coach.id, world.id, 'coach')
    const left = await makeMember(leaver.id, world.id, 'moderator')
    left.leftAt = DateTime.utc()
    await left.save()

    assert.isTrue(await isMemberAtLeast(coach.id, world.id, 'member'))
    assert.isTrue(await isMemberAtLeast(coach.id, world.id, 'senior-tutor'))
    assert.isTrue(await isMemberAtLeast(coach.id, world.id, 'coach'))
    assert.isFalse(await isMemberAtLeast(coach.id, world.id, 'moderator'))
    assert.isFalse(await isMemberAtLeast(outsider.id, world.id, 'member'))
    assert.isFalse(await isMemberAtLeast(leaver.id, world.id, 'member'))
    assert.equal(await memberLevel(coach.id, world.id), 'coach')
    assert.isNull(await memberLevel(leaver.id, world.id))
  })
})

test.group('canViewWorld by visibility (spec 000 §6.4)', () => {
  test('a public world is visible to visitors, learners and members', async ({ assert }) => {
    const world = await makeWorld('public')
    const learner = await makeUser()
    assert.isTrue(await canViewWorld(world, null))
    assert.isTrue(await canViewWorld(world, learner.id))
  })

  test('an unlisted world is visible to anyone with its address', async ({ assert }) => {
    const world = await makeWorld('unlisted')
    const learner = await makeUser()
    assert.isTrue(await canViewWorld(world, null))
    assert.isTrue(await canViewWorld(world, learner.id))
  })

  test('a membership world: members and staff only; not visitors, learners or former members', async ({ assert }) => {
    const world = await makeWorld('membership')
    const learner = await makeUser()
    const member = await makeUser()
    const former = await makeUser()
    const staff = await makeUser({ roles: ['admin:basic'] })
    const superAdmin = await makeUser({ roles: ['admin:super'] })
    await makeMember(member.id, world.id)
    await joinWorld(former.id, world.id)
    await leaveWorld(former.id, world.id, 'moving on')

    assert.isFalse(await canViewWorld(world, null))
    assert.isFalse(await canViewWorld(world, learner.id))
    assert.isTrue(await canViewWorld(world, member.id))
    assert.isFalse(await canViewWorld(world, former.id))
    assert.isTrue(await canViewWorld(world, staff.id))
    assert.isTrue(await canViewWorld(world, superAdmin.id), 'admin:super implies admin:basic')
  })

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

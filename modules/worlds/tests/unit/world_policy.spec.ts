import { test } from '@japa/runner'
import { AuthorizationResponse, Bouncer } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import WorldPolicy, { canViewWorld, grantableLevels, removableMemberIds, worldHomeAbilities } from '../../policies/world_policy.js'
import { MEMBER_LEVELS } from '../../member_levels.js'
import { makeMember, makeWorld } from '../factories.js'

const policy = new WorldPolicy()

/** 'allow', 'deny' (403) or 'hidden' (404): what the controllers turn a verdict into. */
function outcome(verdict: AuthorizerResponse) {
  const response = typeof verdict === 'boolean' ? new AuthorizationResponse(verdict) : verdict
  if (response.authorized) return 'allow'
  return response.status === 404 ? 'hidden' : 'deny'
}

/** The people of these tests, made once (they are only read): staff, a learner, future members. */
async function makeCast() {
  const [learner, member, former, coach, moderator, otherModerator, staff, superAdmin] = await Promise.all([
    makeUser(),
    makeUser(),
    makeUser(),
    makeUser(),
    makeUser(),
    makeUser(),
    makeUser({ roles: ['admin:basic'] }),
    makeUser({ roles: ['admin:super'] }),
  ])
  return { learner, member, former, coach, moderator, otherModerator, staff, superAdmin }
}

let castOnce: ReturnType<typeof makeCast> | undefined
const cast = () => (castOnce ??= makeCast())

/** A world of the given visibility where the cast holds their levels (one of them left). */
async function worldWithMembers(visibility: 'public' | 'unlisted' | 'membership', people: Awaited<ReturnType<typeof cast>>) {
  const world = await makeWorld(visibility)
  await makeMember(people.member.id, world.id)
  await makeMember(people.former.id, world.id, 'moderator', { left: true })
  await makeMember(people.coach.id, world.id, 'coach')
  await makeMember(people.moderator.id, world.id, 'moderator')
  await makeMember(people.otherModerator.id, world.id, 'moderator')
  return world
}

test.group('WorldPolicy.view (spec 000 §6.4 world visibility; spec 001 §3.2)', () => {
  test('public and unlisted worlds: anyone, signed in or not', async ({ assert }) => {
    const people = await cast()
    for (const visibility of ['public', 'unlisted'] as const) {
      const world = await worldWithMembers(visibility, people)
      assert.equal(outcome(await policy.view(null, world)), 'allow', `${visibility}: visitor`)
      assert.equal(outcome(await policy.view(people.learner, world)), 'allow', `${visibility}: learner`)
      assert.equal(outcome(await policy.view(people.former, world)), 'allow', `${visibility}: former member`)
    }
  })

  test('a membership world: its current members and staff; hidden (404) from everyone else', async ({ assert }) => {
    const people = await cast()
    const world = await worldWithMembers('membership', people)
    assert.equal(outcome(await policy.view(null, world)), 'hidden')
    assert.equal(outcome(await policy.view(people.learner, world)), 'hidden')
    assert.equal(outcome(await policy.view(people.former, world)), 'hidden')
    assert.equal(outcome(await policy.view(people.member, world)), 'allow')
    assert.equal(outcome(await policy.view(people.staff, world)), 'allow')
    assert.equal(outcome(await policy.view(people.superAdmin, world)), 'allow', 'admin:super implies admin:basic')
  })

  test('canViewWorld (by user id, for other contexts) gives the same answers', async ({ assert }) => {
    const people = await cast()
    const membership = await worldWithMembers('membership', people)
    const open = await worldWithMembers('unlisted', people)
    assert.isTrue(await canViewWorld(open, null))
    assert.isTrue(await canViewWorld(open, people.learner.id))
    assert.isFalse(await canViewWorld(membership, null))
    assert.isFalse(await canViewWorld(membership, people.learner.id))
    assert.isFalse(await canViewWorld(membership, people.former.id))
    assert.isTrue(await canViewWorld(membership, people.member.id))
    assert.isTrue(await canViewWorld(membership, people.staff.id))
    assert.isTrue(await canViewWorld(membership, people.superAdmin.id))
  })
})

test.group('WorldPolicy.join and leave (spec 001 §3.2 world_member)', () => {
  test('anyone signed in joins a public or unlisted world; a membership world only staff, hidden from learners', async ({ assert }) => {
    const people = await cast()
    for (const visibility of ['public', 'unlisted'] as const) {
      const world = await worldWithMembers(visibility, people)
      assert.equal(outcome(await policy.join(people.learner, world)), 'allow', visibility)
      assert.equal(outcome(await policy.join(people.former, world)), 'allow', `${visibility}: rejoining`)
    }
    const world = await worldWithMembers('membership', people)
    assert.equal(outcome(await policy.join(people.learner, world)), 'hidden')
    assert.equal(outcome(await policy.join(people.former, world)), 'hidden', 'a removed member needs a moderator again')
    assert.equal(outcome(await policy.join(people.staff, world)), 'allow')
  })

  test('visitors never join or leave: Bouncer denies guests the abilities without @allowGuest', async ({ assert }) => {
    const world = await makeWorld('public')
    const guest = new Bouncer(null as User | null, {}, {}).with(WorldPolicy)
    assert.isTrue(await guest.allows('view', world))
    assert.isFalse(await guest.allows('join', world))
    assert.isFalse(await guest.allows('leave', world))
    assert.isFalse(await guest.allows('moderate', world))
  })

  test('leaving: current members only; a membership world stays hidden from outsiders', async ({ assert }) => {
    const people = await cast()
    const open = await worldWithMembers('public', people)
    assert.equal(outcome(await policy.leave(people.member, open)), 'allow')
    assert.equal(outcome(await policy.leave(people.moderator, open)), 'allow')
    assert.equal(outcome(await policy.leave(people.learner, open)), 'deny')
    assert.equal(outcome(await policy.leave(people.former, open)), 'deny')
    const closed = await worldWithMembers('membership', people)
    assert.equal(outcome(await policy.leave(people.member, closed)), 'allow')
    assert.equal(outcome(await policy.leave(people.learner, closed)), 'hidden')
    assert.equal(outcome(await policy.leave(people.staff, closed)), 'deny', 'staff who are not members have nothing to leave')
  })
})

test.group('WorldPolicy.moderate and addMember (spec 000 §2.2 /w/{worldSlug}/moderator/{path})', () => {
  test("the world's moderators and staff; not coaches, members or former moderators", async ({ assert }) => {
    const people = await cast()
    const world = await worldWithMembers('public', people)
    for (const ability of ['moderate', 'addMember'] as const) {
      assert.equal(outcome(await policy[ability](people.moderator, world)), 'allow', ability)
      assert.equal(outcome(await policy[ability](people.staff, world)), 'allow', ability)
      assert.equal(outcome(await policy[ability](people.coach, world)), 'deny', ability)
      assert.equal(outcome(await policy[ability](people.member, world)), 'deny', ability)
      assert.equal(outcome(await policy[ability](people.former, world)), 'deny', ability)
      assert.equal(outcome(await policy[ability](people.learner, world)), 'deny', ability)
    }
  })

  test('a membership world stays hidden (404) from learners; staff moderate it without being members', async ({ assert }) => {
    const people = await cast()
    const world = await worldWithMembers('membership', people)
    assert.equal(outcome(await policy.moderate(people.learner, world)), 'hidden')
    assert.equal(outcome(await policy.moderate(people.member, world)), 'deny')
    assert.equal(outcome(await policy.moderate(people.moderator, world)), 'allow')
    assert.equal(outcome(await policy.moderate(people.staff, world)), 'allow')
  })
})

test.group('WorldPolicy.setLevel and removeMember (spec 000 §6.4 member ranks)', () => {
  test('which levels each may give: staff every level, a moderator up to coach, others none', async ({ assert }) => {
    const people = await cast()
    const world = await worldWithMembers('public', people)
    const grantable = async (user: typeof people.staff) => {
      const levels = []
      for (const level of MEMBER_LEVELS) if (outcome(await policy.setLevel(user, world, level)) === 'allow') levels.push(level)
      return levels
    }
    assert.deepEqual(await grantable(people.staff), ['member', 'tutor', 'senior-tutor', 'coach', 'moderator'])
    assert.deepEqual(await grantable(people.moderator), ['member', 'tutor', 'senior-tutor', 'coach'])
    assert.deepEqual(await grantable(people.coach), [])
    assert.deepEqual(await grantable(people.learner), [])
  })

  test('a moderator changes members below moderator, never another moderator or themselves', async ({ assert }) => {
    const people = await cast()
    const world = await worldWithMembers('public', people)
    const { moderator } = people
    const member = { userId: people.member.id, level: 'member' as const }
    const coach = { userId: people.coach.id, level: 'coach' as const }
    const other = { userId: people.otherModerator.id, level: 'moderator' as const }
    const self = { userId: moderator.id, level: 'moderator' as const }
    assert.equal(outcome(await policy.setLevel(moderator, world, 'coach', member)), 'allow')
    assert.equal(outcome(await policy.setLevel(moderator, world, 'member', coach)), 'allow')
    assert.equal(outcome(await policy.setLevel(moderator, world, 'moderator', member)), 'deny')
    assert.equal(outcome(await policy.setLevel(moderator, world, 'member', other)), 'deny')
    assert.equal(outcome(await policy.setLevel(moderator, world, 'coach', self)), 'deny')
    assert.equal(outcome(await policy.removeMember(moderator, world, member)), 'allow')
    assert.equal(outcome(await policy.removeMember(moderator, world, coach)), 'allow')
    assert.equal(outcome(await policy.removeMember(moderator, world, other)), 'deny')
    assert.equal(outcome(await policy.removeMember(moderator, world, self)), 'deny')
  })

  test('staff appoint and demote moderators and may change anyone, themselves included', async ({ assert }) => {
    const people = await cast()
    const world = await worldWithMembers('public', people)
    const other = { userId: people.otherModerator.id, level: 'moderator' as const }
    const self = { userId: people.staff.id, level: 'member' as const }
    assert.equal(outcome(await policy.setLevel(people.staff, world, 'member', other)), 'allow')
    assert.equal(outcome(await policy.setLevel(people.staff, world, 'moderator', self)), 'allow')
    assert.equal(outcome(await policy.removeMember(people.staff, world, other)), 'allow')
  })

  test('non-moderators change and remove no one; a hidden world stays hidden', async ({ assert }) => {
    const people = await cast()
    const open = await worldWithMembers('public', people)
    const member = { userId: people.member.id, level: 'member' as const }
    assert.equal(outcome(await policy.setLevel(people.coach, open, 'tutor', member)), 'deny')
    assert.equal(outcome(await policy.removeMember(people.coach, open, member)), 'deny')
    const closed = await worldWithMembers('membership', people)
    assert.equal(outcome(await policy.setLevel(people.learner, closed, 'tutor', member)), 'hidden')
    assert.equal(outcome(await policy.removeMember(people.learner, closed, member)), 'hidden')
  })
})

test.group('removableMemberIds (the members page, one standing read)', () => {
  test('answers exactly what WorldPolicy.removeMember answers row by row', async ({ assert }) => {
    const world = await makeWorld('membership')
    const moderator = await makeUser()
    await makeMember(moderator.id, world.id, 'moderator')
    const rows = []
    for (const level of ['member', 'coach', 'moderator'] as const) {
      const user = await makeUser()
      await makeMember(user.id, world.id, level)
      rows.push({ userId: user.id, level })
    }
    rows.push({ userId: moderator.id, level: 'moderator' as const })
    const staff = await makeUser({ roles: ['admin:basic'] })
    for (const viewer of [moderator, staff, await makeUser()]) {
      const expected = new Set<number>()
      for (const row of rows) if ((await new WorldPolicy().removeMember(viewer, world, row)) === true) expected.add(row.userId)
      assert.sameMembers([...(await removableMemberIds(viewer, world, rows))], [...expected])
    }
  })
})

test.group('worldHomeAbilities and grantableLevels (one standing read)', () => {
  test('answer what WorldPolicy answers ability by ability, for every kind of viewer and world', async ({ assert }) => {
    const allowed = async (verdict: Promise<AuthorizerResponse>) => (await verdict) === true
    for (const visibility of ['public', 'unlisted', 'membership'] as const) {
      const world = await makeWorld(visibility)
      const member = await makeUser()
      await makeMember(member.id, world.id, 'member')
      const moderator = await makeUser()
      await makeMember(moderator.id, world.id, 'moderator')
      const viewers = [member, moderator, await makeUser(), await makeUser({ roles: ['admin:basic'] })]
      for (const viewer of viewers) {
        const home = await worldHomeAbilities(viewer, world)
        const label = `${visibility} world, viewer ${viewer.id}`
        assert.equal(home.canJoin, home.membership === null && (await allowed(policy.join(viewer, world))), `${label}: join`)
        assert.equal(home.canLeave, await allowed(policy.leave(viewer, world)), `${label}: leave`)
        assert.equal(home.canModerate, await allowed(policy.moderate(viewer, world)), `${label}: moderate`)
        const expected = []
        for (const level of MEMBER_LEVELS) if (await allowed(policy.setLevel(viewer, world, level))) expected.push(level)
        assert.deepEqual(await grantableLevels(viewer, world), expected, `${label}: levels`)
      }
      assert.deepEqual(await worldHomeAbilities(null, world), { membership: null, canJoin: false, canLeave: false, canModerate: false })
    }
  })
})

import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import WorldMember from '../../models/world_member.js'
import { makeMember, makeWorld } from '../factories.js'

async function membershipOf(userId: number, worldId: number) {
  return WorldMember.query().where('user_id', userId).where('world_id', worldId).first()
}

/*
 * spec 000 §2.2 "/w/{worldSlug}/moderator/{path}", §6.4 member levels: the members page for a
 * world's moderators and staff.
 */
test.group('Members page /w/:worldSlug/moderator/members', () => {
  test('a visitor is asked to sign in (401)', async ({ client }) => {
    const world = await makeWorld('public')
    const response = await client.get(`/w/${world.slug}/moderator/members`).withInertia()
    response.assertStatus(401)
    response.assertInertiaPropsContains({ code: 'not_logged_in' })
  })

  test('a learner and a coach get Access Denied (403) on a public world', async ({ client }) => {
    const world = await makeWorld('public')
    const learner = await makeUser()
    const coach = await makeUser()
    await makeMember(coach.id, world.id, 'coach')
    for (const user of [learner, coach]) {
      const response = await client.get(`/w/${world.slug}/moderator/members`).withInertia().loginAs(user)
      response.assertStatus(403)
      response.assertInertiaPropsContains({ code: 'not_enough_permission' })
    }
  })

  test('a learner gets 404 for a membership world (its existence does not leak)', async ({ client }) => {
    const world = await makeWorld('membership')
    const learner = await makeUser()
    const response = await client.get(`/w/${world.slug}/moderator/members`).withInertia().loginAs(learner)
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('a moderator sees the current members, highest level first, and what they may change', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const moderator = await makeUser()
    const otherModerator = await makeUser()
    const member = await makeUser()
    const leaver = await makeUser()
    await makeMember(member.id, world.id, 'member')
    await makeMember(moderator.id, world.id, 'moderator')
    await makeMember(otherModerator.id, world.id, 'moderator')
    await makeMember(leaver.id, world.id, 'tutor', { left: true })

    const response = await client.get(`/w/${world.slug}/moderator/members`).withInertia().loginAs(moderator)
    response.assertStatus(200)
    response.assertInertiaComponent('worlds/members')
    const { members, membersMeta, grantableLevels } = response.inertiaProps as any
    assert.equal(membersMeta.total, 3)
    assert.deepEqual(members.map((m: any) => m.userId).slice(2), [member.id])
    assert.deepEqual(
      Object.fromEntries(members.map((m: any) => [m.userId, m.manageable])),
      { [moderator.id]: false, [otherModerator.id]: false, [member.id]: true }
    )
    assert.notInclude(grantableLevels, 'moderator')
  })

  test('staff see the members page of a membership world and may grant every level', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const staff = await makeUser({ roles: ['admin:basic'] })
    const response = await client.get(`/w/${world.slug}/moderator/members`).withInertia().loginAs(staff)
    response.assertStatus(200)
    assert.include(response.inertiaProps.grantableLevels, 'moderator')
  })

  test('the list paginates', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const staff = await makeUser({ roles: ['admin:basic'] })
    for (let i = 0; i < 27; i++) {
      const user = await makeUser()
      await makeMember(user.id, world.id)
    }
    const first = await client.get(`/w/${world.slug}/moderator/members`).withInertia().loginAs(staff)
    assert.lengthOf(first.inertiaProps.members, 25)
    assert.deepEqual(first.inertiaProps.membersMeta, { total: 27, currentPage: 1, lastPage: 2 })
    const second = await client.get(`/w/${world.slug}/moderator/members?page=2`).withInertia().loginAs(staff)
    assert.lengthOf(second.inertiaProps.members, 2)
  })
})

test.group('Adding members (the way into a membership world)', () => {
  test('a moderator adds a learner by username; the learner can then see the world', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const moderator = await makeUser()
    const learner = await makeUser()
    await makeMember(moderator.id, world.id, 'moderator')

    const before = await client.get(`/w/${world.slug}`).withInertia().loginAs(learner)
    before.assertStatus(404)

    const response = await client
      .post(`/w/${world.slug}/moderator/members`)
      .json({ username: learner.username.toUpperCase() })
      .withCsrfToken()
      .loginAs(moderator)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/w/${world.slug}/moderator/members`)
    assert.equal((await membershipOf(learner.id, world.id))?.level, 'member')

    const after = await client.get(`/w/${world.slug}`).withInertia().loginAs(learner)
    after.assertStatus(200)
    after.assertInertiaPropsContains({ viewer: { level: 'member', canLeave: true } })
  })

  test('an unknown username or an existing member is refused (422) with a message', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const staff = await makeUser({ roles: ['admin:basic'] })
    const member = await makeUser()
    await makeMember(member.id, world.id)

    const unknown = await client
      .post(`/w/${world.slug}/moderator/members`)
      .json({ username: 'nobody_has_this_name' })
      .withCsrfToken()
      .loginAs(staff)
      .accept('json')
    unknown.assertStatus(422)
    unknown.assertBodyContains({ errors: [{ field: 'username', message: 'No one has that username.' }] })

    const existing = await client
      .post(`/w/${world.slug}/moderator/members`)
      .json({ username: member.username })
      .withCsrfToken()
      .loginAs(staff)
      .accept('json')
    existing.assertStatus(422)
    assert.lengthOf(await WorldMember.query().where('world_id', world.id), 1)

    const empty = await client.post(`/w/${world.slug}/moderator/members`).json({}).withCsrfToken().loginAs(staff).accept('json')
    empty.assertStatus(422)
  })

  test('a plain member cannot add people (403)', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const member = await makeUser()
    const friend = await makeUser()
    await makeMember(member.id, world.id, 'senior-tutor')
    const response = await client
      .post(`/w/${world.slug}/moderator/members`)
      .json({ username: friend.username })
      .withCsrfToken()
      .withInertia()
      .loginAs(member)
    response.assertStatus(403)
    assert.isNull(await membershipOf(friend.id, world.id))
  })
})

test.group('Changing levels and removing members', () => {
  test('a moderator promotes a member to tutor', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const moderator = await makeUser()
    const member = await makeUser()
    await makeMember(moderator.id, world.id, 'moderator')
    await makeMember(member.id, world.id)
    const response = await client
      .put(`/w/${world.slug}/moderator/members/${member.id}`)
      .json({ level: 'tutor' })
      .withCsrfToken()
      .loginAs(moderator)
      .accept('json')
    response.assertStatus(200)
    assert.equal((await membershipOf(member.id, world.id))?.level, 'tutor')
  })

  test('a moderator cannot appoint a moderator, change another moderator or themselves (403)', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const moderator = await makeUser()
    const otherModerator = await makeUser()
    const member = await makeUser()
    await makeMember(moderator.id, world.id, 'moderator')
    await makeMember(otherModerator.id, world.id, 'moderator')
    await makeMember(member.id, world.id)
    const attempts: Array<[number, string]> = [
      [member.id, 'moderator'],
      [otherModerator.id, 'member'],
      [moderator.id, 'coach'],
    ]
    for (const [userId, level] of attempts) {
      const response = await client
        .put(`/w/${world.slug}/moderator/members/${userId}`)
        .json({ level })
        .withCsrfToken()
        .withInertia()
        .loginAs(moderator)
      response.assertStatus(403)
    }
    assert.equal((await membershipOf(member.id, world.id))?.level, 'member')
    assert.equal((await membershipOf(otherModerator.id, world.id))?.level, 'moderator')
  })

  test('staff appoint a moderator; an unknown level is refused (422); a non-member is 404', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const staff = await makeUser({ roles: ['admin:basic'] })
    const member = await makeUser()
    const outsider = await makeUser()
    await makeMember(member.id, world.id)
    const ok = await client.put(`/w/${world.slug}/moderator/members/${member.id}`).json({ level: 'moderator' }).withCsrfToken().loginAs(staff).accept('json')
    ok.assertStatus(200)
    assert.equal((await membershipOf(member.id, world.id))?.level, 'moderator')
    const bad = await client.put(`/w/${world.slug}/moderator/members/${member.id}`).json({ level: 'emperor' }).withCsrfToken().loginAs(staff).accept('json')
    bad.assertStatus(422)
    const missing = await client.put(`/w/${world.slug}/moderator/members/${outsider.id}`).json({ level: 'tutor' }).withCsrfToken().withInertia().loginAs(staff)
    missing.assertStatus(404)
  })

  test('a moderator removes a member: left_at set, reason recorded, level back to member', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const moderator = await makeUser()
    const member = await makeUser()
    await makeMember(moderator.id, world.id, 'moderator')
    await makeMember(member.id, world.id, 'tutor')
    const response = await client.delete(`/w/${world.slug}/moderator/members/${member.id}`).withCsrfToken().loginAs(moderator).accept('json')
    response.assertStatus(200)
    const row = (await membershipOf(member.id, world.id))!
    assert.isNotNull(row.leftAt)
    assert.equal(row.leftReason, 'Removed by a moderator')
    assert.equal(row.level, 'member')
    const page = await client.get(`/w/${world.slug}`).withInertia().loginAs(member)
    page.assertStatus(404)
  })

  test('a learner cannot remove anyone (403)', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const learner = await makeUser()
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const response = await client.delete(`/w/${world.slug}/moderator/members/${member.id}`).withCsrfToken().withInertia().loginAs(learner)
    response.assertStatus(403)
    assert.isNull((await membershipOf(member.id, world.id))!.leftAt)
  })
})

import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import WorldMember from '../../models/world_member.js'
import { makeMember, makeWorld } from '../factories.js'

async function membershipOf(userId: number, worldId: number) {
  return WorldMember.query().where('user_id', userId).where('world_id', worldId).first()
}

/*
 * spec 000 §2.2 "/w/{worldSlug}/{path?}"; spec 000 §6.4 world visibility and member levels.
 */
test.group('World home /w/:worldSlug', () => {
  test('a visitor sees a public world with a sign-in prompt instead of Join', async ({ client }) => {
    const world = await makeWorld('public', { title: 'Math Garden', guidelines: 'Be kind.' })
    const response = await client.get(`/w/${world.slug}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('worlds/show')
    response.assertInertiaPropsContains({
      world: { slug: world.slug, title: 'Math Garden', guidelines: 'Be kind.', visibility: 'public' },
      memberCount: 0,
      viewer: { signedIn: false, level: null, canJoin: false, canLeave: false, canModerate: false },
    })
  })

  test('a learner may join; a member sees their level and the member count', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const learner = await makeUser()
    const member = await makeUser()
    await makeMember(member.id, world.id, 'senior-tutor')

    const asLearner = await client.get(`/w/${world.slug}`).withInertia().loginAs(learner)
    asLearner.assertInertiaPropsContains({ viewer: { signedIn: true, level: null, canJoin: true, canLeave: false, canModerate: false } })

    const asMember = await client.get(`/w/${world.slug}`).withInertia().loginAs(member)
    asMember.assertInertiaPropsContains({ memberCount: 1, viewer: { level: 'senior-tutor', canJoin: false, canLeave: true, canModerate: false } })
    assert.property(asMember.inertiaProps, 'sections')
  })

  test('a moderator and staff can manage members', async ({ client }) => {
    const world = await makeWorld('public')
    const moderator = await makeUser()
    const staff = await makeUser({ roles: ['admin:basic'] })
    await makeMember(moderator.id, world.id, 'moderator')
    const asModerator = await client.get(`/w/${world.slug}`).withInertia().loginAs(moderator)
    asModerator.assertInertiaPropsContains({ viewer: { canModerate: true } })
    const asStaff = await client.get(`/w/${world.slug}`).withInertia().loginAs(staff)
    asStaff.assertInertiaPropsContains({ viewer: { canModerate: true, canJoin: true } })
  })

  test('an unlisted world is reachable by its address', async ({ client }) => {
    const world = await makeWorld('unlisted')
    const response = await client.get(`/w/${world.slug}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaPropsContains({ world: { visibility: 'unlisted' } })
  })

  test('a membership world is hidden (404) from visitors, learners and former members', async ({ client }) => {
    const world = await makeWorld('membership')
    const learner = await makeUser()
    const former = await makeUser()
    await makeMember(former.id, world.id, 'member', { left: true })

    for (const user of [null, learner, former]) {
      const request = client.get(`/w/${world.slug}`).withInertia()
      const response = await (user ? request.loginAs(user) : request)
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
  })

  test('a membership world shows to its members and to staff', async ({ client }) => {
    const world = await makeWorld('membership')
    const member = await makeUser()
    const staff = await makeUser({ roles: ['admin:basic'] })
    await makeMember(member.id, world.id)
    const asMember = await client.get(`/w/${world.slug}`).withInertia().loginAs(member)
    asMember.assertStatus(200)
    asMember.assertInertiaPropsContains({ viewer: { level: 'member', canLeave: true } })
    const asStaff = await client.get(`/w/${world.slug}`).withInertia().loginAs(staff)
    asStaff.assertStatus(200)
    asStaff.assertInertiaPropsContains({ viewer: { level: null, canJoin: true } })
  })

  test('an unknown world, a deleted world and an unknown sub-path are the friendly 404', async ({ client }) => {
    const deleted = await makeWorld('public')
    await deleted.softDelete()
    const live = await makeWorld('public')
    for (const path of ['/w/no-such-world', `/w/${deleted.slug}`, `/w/${live.slug}/no-such-page`, `/w/${live.slug}/a/b/c`]) {
      const response = await client.get(path).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
  })

  test('the Learn menu lists public worlds grouped by domain, never unlisted or membership ones', async ({ client, assert }) => {
    const learner = await makeUser()
    const response = await client.get('/dashboard').withInertia().loginAs(learner)
    const learn = response.inertiaProps.navigation.menus.learn as Array<{ label: string; href: string; group?: string }>
    assert.deepInclude(learn, { label: 'The Hub', href: '/w/hub', group: 'Community' })
    assert.deepInclude(learn, { label: 'Algebra 2', href: '/w/algebra2', group: 'Math' })
    const hrefs = learn.map((entry) => entry.href)
    assert.notInclude(hrefs, '/w/tutors')
    assert.notInclude(hrefs, '/w/jackson')
    assert.notInclude(hrefs, '/w/college-lounge')
  })
})

test.group('Join and leave', () => {
  test('a visitor is asked to sign in (401)', async ({ client }) => {
    const world = await makeWorld('public')
    const join = await client.post(`/w/${world.slug}/join`).withCsrfToken().withInertia()
    join.assertStatus(401)
    join.assertInertiaPropsContains({ code: 'not_logged_in' })
    const leave = await client.post(`/w/${world.slug}/leave`).withCsrfToken().withInertia()
    leave.assertStatus(401)
  })

  test('a learner joins a public world and lands on it; joining again changes nothing', async ({ client, assert }) => {
    const world = await makeWorld('public', { title: 'Open World' })
    const learner = await makeUser()
    const response = await client.post(`/w/${world.slug}/join`).withCsrfToken().loginAs(learner).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/w/${world.slug}`)
    assert.equal((await membershipOf(learner.id, world.id))?.level, 'member')

    const again = await client.post(`/w/${world.slug}/join`).withCsrfToken().loginAs(learner).accept('json')
    again.assertStatus(200)
    again.assertBodyContains({ member: true, level: 'member' })
    assert.lengthOf(await WorldMember.query().where('user_id', learner.id).where('world_id', world.id), 1)
  })

  test('a learner joins an unlisted world', async ({ client, assert }) => {
    const world = await makeWorld('unlisted')
    const learner = await makeUser()
    const response = await client.post(`/w/${world.slug}/join`).withCsrfToken().loginAs(learner).accept('json')
    response.assertStatus(200)
    assert.isNotNull(await membershipOf(learner.id, world.id))
  })

  test('a learner cannot join a membership world: 404, nothing stored', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const learner = await makeUser()
    const response = await client.post(`/w/${world.slug}/join`).withCsrfToken().withInertia().loginAs(learner)
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
    assert.isNull(await membershipOf(learner.id, world.id))
  })

  test('staff may join a membership world themselves', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const staff = await makeUser({ roles: ['admin:basic'] })
    const response = await client.post(`/w/${world.slug}/join`).withCsrfToken().loginAs(staff).accept('json')
    response.assertStatus(200)
    assert.isNotNull(await membershipOf(staff.id, world.id))
  })

  test('a member leaves with a reason; rejoining clears left_at and left_reason', async ({ client, assert }) => {
    const world = await makeWorld('public', { title: 'Busy World' })
    const member = await makeUser()
    await makeMember(member.id, world.id, 'tutor')

    const leave = await client
      .post(`/w/${world.slug}/leave`)
      .json({ left_reason: 'I finished my exams' })
      .withCsrfToken()
      .loginAs(member)
      .redirects(0)
    leave.assertStatus(302)
    leave.assertHeader('location', `/w/${world.slug}`)
    let row = (await membershipOf(member.id, world.id))!
    assert.isNotNull(row.leftAt)
    assert.equal(row.leftReason, 'I finished my exams')

    const page = await client.get(`/w/${world.slug}`).withInertia().loginAs(member)
    page.assertInertiaPropsContains({ memberCount: 0, viewer: { level: null, canJoin: true } })

    await client.post(`/w/${world.slug}/join`).withCsrfToken().loginAs(member).redirects(0)
    row = (await membershipOf(member.id, world.id))!
    assert.isNull(row.leftAt)
    assert.isNull(row.leftReason)
    assert.equal(row.level, 'tutor')
  })

  test('leaving without a reason stores none', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const response = await client.post(`/w/${world.slug}/leave`).withCsrfToken().loginAs(member).accept('json')
    response.assertStatus(200)
    response.assertBodyContains({ member: false, left: true })
    const row = (await membershipOf(member.id, world.id))!
    assert.isNotNull(row.leftAt)
    assert.isNull(row.leftReason)
  })

  test('a reason over 280 characters is refused (422) and nothing changes', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const response = await client
      .post(`/w/${world.slug}/leave`)
      .json({ left_reason: 'x'.repeat(281) })
      .withCsrfToken()
      .loginAs(member)
      .accept('json')
    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'left_reason')
    assert.isNull((await membershipOf(member.id, world.id))!.leftAt)
  })

  test('a non-string reason is refused (422), never a 500', async ({ client }) => {
    const world = await makeWorld('public')
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const response = await client
      .post(`/w/${world.slug}/leave`)
      .json({ left_reason: { nested: true } })
      .withCsrfToken()
      .loginAs(member)
      .accept('json')
    response.assertStatus(422)
  })

  test('leaving a membership world goes to the dashboard (the world is hidden again)', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const response = await client.post(`/w/${world.slug}/leave`).withCsrfToken().loginAs(member).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
    const page = await client.get(`/w/${world.slug}`).withInertia().loginAs(member)
    page.assertStatus(404)
    const rejoin = await client.post(`/w/${world.slug}/join`).withCsrfToken().withInertia().loginAs(member)
    rejoin.assertStatus(404)
    assert.isNotNull((await membershipOf(member.id, world.id))!.leftAt)
  })

  test('leaving a world you are not in stores nothing', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const learner = await makeUser()
    const response = await client.post(`/w/${world.slug}/leave`).withCsrfToken().loginAs(learner).accept('json')
    response.assertBodyContains({ left: false })
    assert.isNull(await membershipOf(learner.id, world.id))
  })

  test('joining or leaving an unknown world is a 404', async ({ client }) => {
    const learner = await makeUser()
    const join = await client.post('/w/no-such-world/join').withCsrfToken().withInertia().loginAs(learner)
    join.assertStatus(404)
    const leave = await client.post('/w/no-such-world/leave').withCsrfToken().withInertia().loginAs(learner)
    leave.assertStatus(404)
  })
})

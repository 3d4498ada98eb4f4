import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor, makeUser, birthForAge } from '#tests/helpers/users'
import { isFollowing } from '#modules/recognition/index'
import { givePoints } from '../helpers.js'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeRequest } from '#modules/certification/tests/factories'

const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any

/* Profiles /u/{user} and tabs (spec 000 §2.1, §2.2; issue 11 §3 privacy per age bucket). */
test.group('profile pages (spec 000 §2.2 /u/{user})', () => {
  test('a visitor sees an adult tutor’s profile, is asked to sign in for anyone else (401), and an unknown user is not found', async ({ client }) => {
    const [tutor, learner] = [await makeTutor(), await makeLearner()]
    const page = await client.get(`/u/${tutor.username}`).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('profiles/show')
    const minor = await client.get(`/u/${learner.username}`).withInertia()
    minor.assertStatus(401)
    const unknown = await client.get('/u/nobody_by_that_name').withInertia()
    unknown.assertStatus(404)
  })

  test('a member sees the tutor’s level, points, tiers and follow button; by id too', async ({ client, assert }) => {
    const [tutor, viewer] = [await makeTutor(), await makeUser()]
    await givePoints(tutor.id, 1200)
    const response = await client.get(`/u/${tutor.id}`).withInertia().loginAs(viewer)
    response.assertStatus(200)
    const profile = props(response).profile
    assert.equal(profile.level.key, 'silver')
    assert.equal(profile.points, 1200)
    assert.deepInclude(profile.next, { missing: 1300 })
    assert.equal(profile.viewerFollows, false)
    assert.equal(profile.recent[0].points, 1200)
  })

  test('a minor’s profile shows display name, level and badges only to others; its tabs are not found; the minor sees everything', async ({ client, assert }) => {
    const [minor, viewer] = [await makeLearner(), await makeUser({ birth: birthForAge(30) })]
    await givePoints(minor.id, 600, { eventType: 'session_attended' })
    const seen = props(await client.get(`/u/${minor.username}`).withInertia().loginAs(viewer)).profile
    assert.equal(seen.displayName, minor.displayName)
    assert.equal(seen.level.key, 'bronze')
    assert.isTrue(seen.restricted)
    assert.isNull(seen.username)
    assert.isNull(seen.points)
    assert.deepEqual(seen.tracks, [])
    assert.isNull(seen.followerCount)
    for (const tab of ['achievements', 'sessions', 'feedback', 'network']) {
      const response = await client.get(`/u/${minor.username}/${tab}`).withInertia().loginAs(viewer)
      response.assertStatus(404)
    }
    const own = props(await client.get(`/u/${minor.username}/achievements`).withInertia().loginAs(minor)).profile
    assert.isFalse(own.restricted)
    assert.equal(own.tracks.find((track: any) => track.key === 'attend').count, 1)
  })

  test('issue 12 §1: a tutor\'s overview lists their certified topics by course, without recordings; a minor\'s restricted profile lists none', async ({ client, assert }) => {
    const [tutor, viewer] = [await makeTutor(), await makeUser({ birth: birthForAge(30) })]
    const course = await makeCourse({ name: `Geometry ${Date.now()}` })
    const topic = await makeTopic(course.id, 'challenge', { name: 'Similar triangles' })
    await makeRequest(tutor.id, topic.id, 'approved')
    const profile = props(await client.get(`/u/${tutor.username}`).withInertia().loginAs(viewer)).profile
    assert.deepInclude(profile.certifications, { courseId: course.id, courseName: course.name, topics: [{ topicId: topic.id, topicName: 'Similar triangles' }] })
    assert.notInclude(JSON.stringify(profile.certifications), 'recording')
    const minor = await makeLearner()
    assert.isNull(props(await client.get(`/u/${minor.username}`).withInertia().loginAs(viewer)).profile.certifications)
  })

  test('the tabs: sessions, feedback and network carry their data', async ({ client, assert }) => {
    const [tutor, follower] = [await makeTutor(), await makeUser()]
    await db.table('tutor_follows').insert({ user_id: follower.id, tutor_id: tutor.id, created_at: new Date().toISOString().slice(0, 19).replace('T', ' ') })
    const sessions = props(await client.get(`/u/${tutor.username}/sessions`).withInertia().loginAs(follower)).profile
    assert.deepInclude(sessions.sessions, { hosted: 0, attended: 0 })
    const feedback = props(await client.get(`/u/${tutor.username}/feedback`).withInertia().loginAs(follower)).profile
    assert.equal(feedback.feedbackReceived, 0)
    const network = props(await client.get(`/u/${follower.username}/network`).withInertia().loginAs(follower)).profile
    assert.deepEqual(network.following.map((person: any) => person.id), [tutor.id])
    const tutorNetwork = props(await client.get(`/u/${tutor.username}/network`).withInertia().loginAs(follower)).profile
    assert.equal(tutorNetwork.followerCount, 1)
    assert.isTrue(tutorNetwork.viewerFollows)
  })

  test('spec 000 §2.1: ?show= tabs redirect (302) to their paths, keeping the rest of the query', async ({ client }) => {
    const response = await client.get('/u/alice?ref=mail&show=feedback').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/u/alice/feedback?ref=mail')
    const overview = await client.get('/u/alice?show=overview').redirects(0)
    overview.assertHeader('location', '/u/alice')
  })
})

test.group('following a tutor (spec 000 §6.4)', () => {
  test('a visitor must sign in (401); a member follows and unfollows a tutor', async ({ client, assert }) => {
    const [tutor, member] = [await makeTutor(), await makeUser()]
    const visitor = await client.post(`/u/${tutor.username}/follow`).withCsrfToken().withInertia().redirects(0)
    visitor.assertStatus(401)
    const visitorUnfollow = await client.delete(`/u/${tutor.username}/follow`).withCsrfToken().withInertia().redirects(0)
    visitorUnfollow.assertStatus(401)
    const followed = await client.post(`/u/${tutor.username}/follow`).withCsrfToken().loginAs(member).redirects(0)
    followed.assertStatus(302)
    assert.isTrue(await isFollowing(member.id, tutor.id))
    const unfollowed = await client.delete(`/u/${tutor.username}/follow`).withCsrfToken().loginAs(member).redirects(0)
    unfollowed.assertStatus(302)
    assert.isFalse(await isFollowing(member.id, tutor.id))
  })

  test('only tutors can be followed, and not by themselves (422 for JSON, a flash on the page)', async ({ client, assert }) => {
    const [tutor, learner] = [await makeTutor(), await makeLearner()]
    const notTutor = await client.post(`/u/${learner.username}/follow`).accept('json').withCsrfToken().loginAs(tutor).redirects(0)
    notTutor.assertStatus(422)
    notTutor.assertBodyContains({ message: 'Only tutors can be followed.' })
    const self = await client.post(`/u/${tutor.username}/follow`).accept('json').withCsrfToken().loginAs(tutor).redirects(0)
    self.assertStatus(422)
    // From the page (Inertia): back with the sentence as a flash, nothing recorded.
    const fromPage = await client.post(`/u/${learner.username}/follow`).withCsrfToken().withInertia().loginAs(tutor).redirects(0)
    fromPage.assertStatus(302)
    assert.isFalse(await isFollowing(tutor.id, learner.id))
  })
})

test.group('one-off badges by staff (spec 002 §9)', () => {
  test('a visitor must sign in (401), a member is refused (403), staff give a badge once', async ({ client, assert }) => {
    const [tutor, member, staff] = [await makeTutor(), await makeUser(), await makeUser({ roles: ['approved', 'admin:basic'] })]
    const visitor = await client.post(`/u/${tutor.username}/badges`).json({ badge: 'subworld_pioneer' }).withCsrfToken().withInertia().redirects(0)
    visitor.assertStatus(401)
    const refused = await client.post(`/u/${tutor.username}/badges`).json({ badge: 'subworld_pioneer' }).withCsrfToken().withInertia().loginAs(member).redirects(0)
    refused.assertStatus(403)
    assert.lengthOf(await db.from('user_badges').where('user_id', tutor.id), 0)
    for (let i = 0; i < 2; i++) {
      const given = await client.post(`/u/${tutor.username}/badges`).json({ badge: 'subworld_pioneer' }).withCsrfToken().loginAs(staff).redirects(0)
      given.assertStatus(302)
    }
    const rows = await db.from('user_badges').where('user_id', tutor.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].awarded_by_user_id, staff.id)
    await client.post(`/u/${tutor.username}/badges`).json({ badge: 'not_a_badge' }).withCsrfToken().loginAs(staff).redirects(0)
    assert.lengthOf(await db.from('user_badges').where('user_id', tutor.id), 1)
    const profile = props(await client.get(`/u/${tutor.username}/achievements`).withInertia().loginAs(member)).profile
    assert.deepEqual(profile.badges, [{ key: 'subworld_pioneer', label: 'Subworld Pioneer' }])
  })
})

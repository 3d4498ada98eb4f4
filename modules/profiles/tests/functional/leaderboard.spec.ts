import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeWorld, makeMember } from '#modules/worlds/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import { queryCounter } from '#tests/helpers/query_count'
import { leaderboard } from '../../queries/leaderboard.js'
import { givePoints } from '../helpers.js'

const entries = (response: { inertiaProps: unknown }) => (response.inertiaProps as any).entries as any[]

/* Leaderboards /leaderboard/{id?} (spec 000 §2.2; issue 11 §3). */
test.group('leaderboards (spec 000 §2.2 /leaderboard/{id?})', (group) => {
  const { measure } = queryCounter(group)
  group.each.setup(async () => {
    await db.from('user_events').delete()
  })

  test('a visitor must sign in (401); a member sees tutors and learners ranked by points, minors by display name only', async ({ client, assert }) => {
    const visitor = await client.get('/leaderboard').withInertia()
    visitor.assertStatus(401)
    const [tutor, learner, viewer] = [await makeTutor(), await makeLearner(), await makeUser()]
    await givePoints(tutor.id, 5)
    await givePoints(learner.id, 1, { eventType: 'session_attended' })
    const response = await client.get('/leaderboard').withInertia().loginAs(viewer)
    response.assertStatus(200)
    response.assertInertiaComponent('profiles/leaderboard')
    const rows = entries(response)
    assert.deepEqual(rows.map((row) => [row.rank, row.userId, row.points]), [[1, tutor.id, 5], [2, learner.id, 1]])
    assert.equal(rows[0].username, tutor.username)
    assert.isNull(rows[1].username, 'a minor has no profile link on the board')
    assert.equal(rows[1].displayName, learner.displayName)
  })

  test('periods: this week, this month, all time', async ({ assert }) => {
    const [recent, older] = [await makeTutor(), await makeTutor()]
    const now = DateTime.utc()
    await givePoints(recent.id, 3, { at: now })
    await givePoints(older.id, 50, { at: now.minus({ months: 2 }) })
    assert.deepEqual((await leaderboard('week', null, now)).map((row) => row.user.id), [recent.id])
    assert.deepEqual((await leaderboard('month', null, now)).map((row) => row.user.id), [recent.id])
    assert.deepEqual((await leaderboard('all', null, now)).map((row) => row.user.id), [older.id, recent.id])
  })

  test('per world: only points tied to the world’s sessions; a members-only world is not found to others', async ({ client, assert }) => {
    const [host, other, viewer] = [await makeTutor(), await makeTutor(), await makeUser()]
    const world = await makeWorld('public')
    const { session } = await makeSession({ host, worldId: world.id })
    const elsewhere = await makeSession({ host: other })
    await givePoints(host.id, 5, { sessionId: session.id })
    await givePoints(other.id, 9, { sessionId: elsewhere.session.id })
    const response = await client.get(`/leaderboard/${world.slug}`).withInertia().loginAs(viewer)
    response.assertStatus(200)
    assert.deepEqual(entries(response).map((row) => row.userId), [host.id])
    const hidden = await makeWorld('membership')
    const refused = await client.get(`/leaderboard/${hidden.slug}`).withInertia().loginAs(viewer)
    refused.assertStatus(404)
    await makeMember(viewer.id, hidden.id)
    const member = await client.get(`/leaderboard/${hidden.slug}`).withInertia().loginAs(viewer)
    member.assertStatus(200)
    const unknown = await client.get('/leaderboard/no-such-world').withInertia().loginAs(viewer)
    unknown.assertStatus(404)
  })

  test('opting out hides a member from every board; a visitor cannot change it (401)', async ({ client, assert }) => {
    const [tutor, viewer] = [await makeTutor(), await makeUser()]
    await givePoints(tutor.id, 5)
    const visitor = await client.post('/leaderboard/preferences').json({ optOut: true }).withCsrfToken().withInertia().redirects(0)
    visitor.assertStatus(401)
    const saved = await client.post('/leaderboard/preferences').json({ optOut: true }).withCsrfToken().loginAs(tutor).redirects(0)
    saved.assertStatus(302)
    const page = await client.get('/leaderboard?period=all').withInertia().loginAs(viewer)
    assert.notInclude(entries(page).map((row) => row.userId), tutor.id)
    const own = await client.get('/leaderboard').withInertia().loginAs(tutor)
    assert.isTrue((own.inertiaProps as any).optedOut)
    await client.post('/leaderboard/preferences').json({ optOut: false }).withCsrfToken().loginAs(tutor).redirects(0)
    assert.include((await leaderboard('all', null)).map((row) => row.user.id), tutor.id)
  })

  test('the board is one aggregate query plus one lookup of the listed people, whatever the ledger size', async ({ assert }) => {
    for (let i = 0; i < 6; i++) {
      const tutor = await makeTutor()
      for (let j = 0; j < 5; j++) await givePoints(tutor.id, 1 + j)
    }
    assert.equal(await measure(() => leaderboard('all', null)), 2)
    for (let i = 0; i < 4; i++) await givePoints((await makeTutor()).id, 2)
    assert.equal(await measure(() => leaderboard('all', null)), 2)
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import Idea from '../../models/idea.js'
import { IDEA_MESSAGES } from '../../shared/statuses.js'
import { ideaBody, makeCommunityBlocked, makeIdea, makeIdeaStaff } from '../factories.js'

const votesOf = async (ideaId: number) => (await db.from('idea_votes').where('idea_id', ideaId)).length

function messageFor(body: { errors?: Array<{ field: string; message: string }> }, field: string) {
  return body.errors?.find((error) => error.field === field)?.message
}

/* Feedback & Ideas (spec 000 §2.2 /feedback, §2.6 Community menu). */
test.group('Feedback & Ideas board', (group) => {
  group.each.setup(async () => {
    await Idea.query().delete()
    await resetRateLimits()
  })

  test('a visitor reads the board, top first or newest first, by status', async ({ client, assert }) => {
    const older = await makeIdea({ createdAt: DateTime.utc().minus({ days: 3 }), status: 'planned' })
    const newer = await makeIdea({ createdAt: DateTime.utc().minus({ days: 1 }) })
    for (const voter of [await makeUser(), await makeUser()]) {
      await client.post(`/feedback/${older.id}/vote`).withCsrfToken().loginAs(voter)
    }
    const top = await client.get('/feedback').withInertia()
    top.assertStatus(200)
    top.assertInertiaComponent('ideas/board')
    const props = top.inertiaProps as any
    assert.deepEqual(props.ideas.map((idea: any) => idea.id), [older.id, newer.id])
    assert.equal(props.ideas[0].voteCount, 2)
    assert.deepInclude(props.viewer, { signedIn: false, canPost: false, canSetStatus: false })
    assert.notProperty(props.ideas[0], 'userId')
    const fresh = await client.get('/feedback?sort=new').withInertia()
    assert.deepEqual((fresh.inertiaProps as any).ideas.map((idea: any) => idea.id), [newer.id, older.id])
    const planned = await client.get('/feedback?status=planned').withInertia()
    assert.deepEqual((planned.inertiaProps as any).ideas.map((idea: any) => idea.id), [older.id])
  })

  test('posting: a visitor must sign in (401); blocked:community is refused (403); a member posts', async ({ client, assert }) => {
    const visitor = await client.post('/feedback').json(ideaBody()).withCsrfToken().withInertia().redirects(0)
    visitor.assertStatus(401)
    const blocked = await client.post('/feedback').json(ideaBody()).withCsrfToken().withInertia().loginAs(await makeCommunityBlocked()).redirects(0)
    blocked.assertStatus(403)
    assert.lengthOf(await Idea.all(), 0)
    const member = await makeUser()
    const posted = await client.post('/feedback').json(ideaBody('Dark mode please')).withCsrfToken().loginAs(member).redirects(0)
    posted.assertStatus(302)
    const [idea] = await Idea.all()
    assert.equal(idea.title, 'Dark mode please')
    assert.equal(idea.userId, member.id)
    assert.equal(idea.status, 'new')
  })

  test('bad ideas change nothing and say why', async ({ client, assert }) => {
    const member = await makeUser()
    const image = JSON.stringify({
      serialization_method: 'slate_json_v1',
      content: [{ type: 'image', url: '/uploads/1/a.webp', alt: '', children: [{ text: '' }] }],
    })
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ideaBody(), title: 'Hi' }, 'title', 'Please give your idea a title of at least 5 characters'],
      [ideaBody('A fine title', ''), 'body', IDEA_MESSAGES.body],
      [{ ...ideaBody(), body: image }, 'body', IDEA_MESSAGES.noImages],
    ]
    for (const [body, field, message] of cases) {
      const response = await client.post('/feedback').json(body).accept('json').withCsrfToken().loginAs(member)
      response.assertStatus(422)
      assert.equal(messageFor(response.body(), field), message)
    }
    assert.lengthOf(await Idea.all(), 0)
  })

  test('posting is rate-limited (5 an hour per person)', async ({ client, assert }) => {
    const member = await makeUser()
    for (let index = 0; index < 5; index++) {
      const response = await client.post('/feedback').json(ideaBody(`Idea attempt ${index}`)).withCsrfToken().loginAs(member).redirects(0)
      response.assertStatus(302)
    }
    const sixth = await client.post('/feedback').json(ideaBody('One too many')).withCsrfToken().loginAs(member).redirects(0)
    sixth.assertStatus(429)
    assert.lengthOf(await Idea.all(), 5)
  })

  test('voting toggles one vote per person; not on one’s own idea; not when blocked; not for visitors', async ({ client, assert }) => {
    const author = await makeUser()
    const voter = await makeUser()
    const idea = await makeIdea({ userId: author.id })
    const first = await client.post(`/feedback/${idea.id}/vote`).accept('json').withCsrfToken().loginAs(voter)
    first.assertStatus(200)
    assert.deepEqual(first.body(), { voted: true, voteCount: 1 })
    const second = await client.post(`/feedback/${idea.id}/vote`).accept('json').withCsrfToken().loginAs(voter)
    assert.deepEqual(second.body(), { voted: false, voteCount: 0 })
    const own = await client.post(`/feedback/${idea.id}/vote`).accept('json').withCsrfToken().loginAs(author)
    own.assertStatus(422)
    assert.equal(own.body().message, IDEA_MESSAGES.ownIdea)
    const blocked = await client.post(`/feedback/${idea.id}/vote`).withInertia().withCsrfToken().loginAs(await makeCommunityBlocked()).redirects(0)
    blocked.assertStatus(403)
    const visitor = await client.post(`/feedback/${idea.id}/vote`).withInertia().withCsrfToken().redirects(0)
    visitor.assertStatus(401)
    const missing = await client.post('/feedback/999999/vote').withInertia().withCsrfToken().loginAs(voter)
    missing.assertStatus(404)
    assert.equal(await votesOf(idea.id), 0)
    await idea.refresh()
    assert.equal(idea.voteCount, 0)
  })

  test('concurrent votes by different people are all counted', async ({ client, assert }) => {
    const idea = await makeIdea()
    const voters = await Promise.all(Array.from({ length: 6 }, () => makeUser()))
    await Promise.all(voters.map((voter) => client.post(`/feedback/${idea.id}/vote`).accept('json').withCsrfToken().loginAs(voter)))
    await idea.refresh()
    assert.equal(idea.voteCount, 6)
    assert.equal(await votesOf(idea.id), 6)
  })

  test('status: staff (user-support:lead) set it with a note; members and other staff cannot', async ({ client, assert }) => {
    const idea = await makeIdea()
    const body = { status: 'planned', statusNote: 'Coming in the spring.' }
    const visitor = await client.put(`/feedback/${idea.id}/status`).json(body).withInertia().withCsrfToken().redirects(0)
    visitor.assertStatus(401)
    for (const user of [await makeUser(), await makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:safety'] })]) {
      const refused = await client.put(`/feedback/${idea.id}/status`).json(body).withInertia().withCsrfToken().loginAs(user).redirects(0)
      refused.assertStatus(403)
    }
    await idea.refresh()
    assert.equal(idea.status, 'new')
    const staff = await makeIdeaStaff()
    const bad = await client.put(`/feedback/${idea.id}/status`).json({ status: 'shipped' }).accept('json').withCsrfToken().loginAs(staff)
    bad.assertStatus(422)
    const done = await client.put(`/feedback/${idea.id}/status`).json(body).withCsrfToken().loginAs(staff).redirects(0)
    done.assertStatus(302)
    await idea.refresh()
    assert.equal(idea.status, 'planned')
    assert.equal(idea.statusNote, 'Coming in the spring.')
    const board = await client.get('/feedback').withInertia().loginAs(staff)
    assert.isTrue((board.inertiaProps as any).viewer.canSetStatus)
  })

  test('spec 000 §2.6: the Community menu lists Feedback and Ideas before Blog', async ({ client, assert }) => {
    const response = await client.get('/feedback').withInertia()
    const community = (response.inertiaProps as any).navigation.menus.community.map((entry: any) => entry.label)
    assert.isBelow(community.indexOf('Feedback and Ideas'), community.indexOf('Blog'))
    assert.isAtLeast(community.indexOf('Feedback and Ideas'), 0)
  })
})

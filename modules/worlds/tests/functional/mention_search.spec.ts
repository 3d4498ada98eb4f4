import { test } from '@japa/runner'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { MENTION_RULES } from '#modules/rich_text/shared/index'
import { makeMember, makeWorld } from '../factories.js'

const search = (within: string, q: string) => `/rich-text/mentions?within=${encodeURIComponent(within)}&q=${encodeURIComponent(q)}`

/*
 * The rich_text mention route answered by the worlds context (a world is a subject with people).
 * spec 001 §5.2 mentions: suggestions from 3 characters, only people the writer may see. The
 * world answers for its members (SubjectResolver.searchPeople), only to viewers who see the world.
 */
test.group('GET /rich-text/mentions (spec 001 §5.2)', () => {
  test('a visitor is asked to sign in (401)', async ({ client }) => {
    const world = await makeWorld('public')
    const response = await client.get(search(`world:${world.id}`, 'Test')).header('accept', 'application/json')
    response.assertStatus(401)
  })

  test('a signed-in person who is not a member of a membership world gets 404 (it is not disclosed)', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const member = await makeUser()
    await makeMember(member.id, world.id)
    const outsider = await makeUser()
    const response = await client.get(search(`world:${world.id}`, 'Test')).header('accept', 'application/json').loginAs(outsider)
    response.assertStatus(404)
    assert.notInclude(response.text(), member.username)
  })

  test('a member finds the current members by name or username: id, username and shown name only', async ({ client, assert }) => {
    const world = await makeWorld('membership')
    const viewer = await makeUser()
    const ada = await makeUser()
    await ada.merge({ name: 'Ada Lovelace', dateOfBirth: null }).save()
    const left = await makeUser()
    await left.merge({ name: 'Ada Gone' }).save()
    const stranger = await makeUser()
    await stranger.merge({ name: 'Ada Stranger' }).save()
    await makeMember(viewer.id, world.id)
    await makeMember(ada.id, world.id)
    await makeMember(left.id, world.id, 'member', { left: true })

    const response = await client.get(search(`world:${world.id}`, 'ada')).header('accept', 'application/json').loginAs(viewer)
    response.assertStatus(200)
    // No known age: only the first name and last initial are shown (privacy for minors).
    assert.deepEqual(response.body(), { people: [{ userId: ada.id, username: ada.username, displayName: 'Ada L.' }] })

    const byUsername = await client.get(search(`world:${world.id}`, ada.username.slice(0, 12))).header('accept', 'application/json').loginAs(viewer)
    assert.deepEqual(byUsername.body().people.map((person: { userId: number }) => person.userId), [ada.id])
  })

  test("a minor's hidden last name does not find them", async ({ client, assert }) => {
    const world = await makeWorld('public')
    const viewer = await makeUser()
    const minor = await makeUser({ birth: birthForAge(15) })
    await minor.merge({ name: 'Bea Smithson' }).save()
    await makeMember(minor.id, world.id)
    const response = await client.get(search(`world:${world.id}`, 'Smithson')).header('accept', 'application/json').loginAs(viewer)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { people: [] })
    const byFirst = await client.get(search(`world:${world.id}`, 'Bea')).header('accept', 'application/json').loginAs(viewer)
    assert.deepEqual(byFirst.body().people, [{ userId: minor.id, username: minor.username, displayName: 'Bea S.' }])
  })

  test('at most 8 people; the writer is not suggested; LIKE wildcards match literally', async ({ client, assert }) => {
    const world = await makeWorld('public')
    const viewer = await makeUser()
    await makeMember(viewer.id, world.id)
    for (let index = 0; index < MENTION_RULES.maxResults + 2; index++) {
      const member = await makeUser()
      await makeMember(member.id, world.id)
    }
    const response = await client.get(search(`world:${world.id}`, 'Test User')).header('accept', 'application/json').loginAs(viewer)
    assert.lengthOf(response.body().people, MENTION_RULES.maxResults)
    assert.notInclude(response.body().people.map((person: { userId: number }) => person.userId), viewer.id)
    const wildcard = await client.get(search(`world:${world.id}`, '%%%')).header('accept', 'application/json').loginAs(viewer)
    assert.deepEqual(wildcard.body(), { people: [] })
  })

  test('fewer than 3 characters, a malformed subject or an unknown subject type are refused', async ({ client }) => {
    const world = await makeWorld('public')
    const viewer = await makeUser()
    ;(await client.get(search(`world:${world.id}`, 'ab')).header('accept', 'application/json').loginAs(viewer)).assertStatus(422)
    ;(await client.get(search('world', 'abc')).header('accept', 'application/json').loginAs(viewer)).assertStatus(422)
    ;(await client.get(search('planet:1', 'abc')).header('accept', 'application/json').loginAs(viewer)).assertStatus(404)
    ;(await client.get(search(`world:${world.id + 1000}`, 'abc')).header('accept', 'application/json').loginAs(viewer)).assertStatus(404)
  })
})

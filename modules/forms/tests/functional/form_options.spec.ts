import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { registerOptionSource } from '../../index.js'

/* GET /forms/options/:source?q= — a select-async block's search (spec 002 §9), signed in only. */
const asked: { query: string; viewer: number }[] = []

test.group('Form option search', (group) => {
  group.setup(() => {
    registerOptionSource('test-animals', {
      async search(query, viewer) {
        asked.push({ query, viewer: viewer.id })
        return Array.from({ length: 30 }, (_, n) => ({ value: `a${n}`, label: `${query} ${n}` }))
      },
      async find() {
        return null
      },
    })
  })
  group.each.setup(() => {
    asked.length = 0
  })

  test('a visitor is refused (401) and the source is not asked', async ({ client, assert }) => {
    const response = await client.get('/forms/options/test-animals?q=cat').accept('json')
    response.assertStatus(401)
    assert.notProperty(response.body(), 'options')
    assert.deepEqual(asked, [])
  })

  test('a signed-in person gets the source’s answer for them, at most 20 options', async ({ client, assert }) => {
    const user = await makeUser({ verified: false, onboarded: false })
    const response = await client.get('/forms/options/test-animals').qs({ q: '  cat ' }).accept('json').loginAs(user)
    response.assertStatus(200)
    assert.lengthOf(response.body().options, 20)
    assert.deepEqual(response.body().options[0], { value: 'a0', label: 'cat 0' })
    assert.deepEqual(asked, [{ query: 'cat', viewer: user.id }])
  })

  test('an unknown source is the not-found answer; an overlong query is refused', async ({ client }) => {
    const user = await makeUser()
    ;(await client.get('/forms/options/nowhere').qs({ q: 'x' }).accept('json').loginAs(user)).assertStatus(404)
    ;(await client.get('/forms/options/test-animals').qs({ q: 'x'.repeat(101) }).accept('json').loginAs(user)).assertStatus(422)
  })
})

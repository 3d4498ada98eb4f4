import { test } from '@japa/runner'

test.group('GET /rich-text/emoji/:version (spec 002 §7 emoji data)', () => {
  test('the trimmed emoji data, cached for a year; another version is 404', async ({ client, assert }) => {
    const response = await client.get('/rich-text/emoji/15-1.json')
    response.assertStatus(200)
    response.assertHeader('cache-control', 'public, max-age=31536000, immutable')
    const data = JSON.parse(response.text())
    assert.equal(data.version, '15-1')
    assert.includeMembers(data.categories.map((category: { id: string }) => category.id), ['people', 'foods', 'flags'])
    assert.deepEqual(data.emojis['100'], ['Hundred Points', '💯', '100 score perfect numbers century exam quiz test pass'])
    assert.isBelow(response.text().length, 200_000)
    ;(await client.get('/rich-text/emoji/14-1.json')).assertStatus(404)
  })
})

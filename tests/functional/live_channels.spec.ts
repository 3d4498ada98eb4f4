import { test } from '@japa/runner'
import { broadcastLive, isDeclaredChannel, liveChannel } from '#app/support/live'
import { openStream } from '#tests/helpers/live'

/*
 * Live updates (issue 10 §3 "a new post appears without a reload"): Transmit lets anyone join a
 * channel nobody authorised, so app/support/live.ts refuses every channel no module declared.
 */
liveChannel('tests/rooms/:id', (_ctx, { id }) => id === '7')

test.group('Live channels are closed by default', () => {
  test('a channel name no module declared is refused', async ({ client, assert }) => {
    assert.isFalse(isDeclaredChannel('community/secret'))
    const response = await client.post('/__transmit/subscribe').json({ uid: 'tab-1', channel: 'community/secret' }).withCsrfToken()
    response.assertStatus(403)
  })

  test('a declared channel asks its check; a subscriber receives what is broadcast, a refused one nothing', async ({ client, assert }) => {
    assert.isTrue(isDeclaredChannel('tests/rooms/7'))
    assert.isFalse(isDeclaredChannel('tests/rooms/7/extra'))
    const stream = await openStream('tab-2')
    try {
      const allowed = await client.post('/__transmit/subscribe').json({ uid: 'tab-2', channel: 'tests/rooms/7' }).withCsrfToken()
      allowed.assertStatus(204)
      const refused = await client.post('/__transmit/subscribe').json({ uid: 'tab-2', channel: 'tests/rooms/8' }).withCsrfToken()
      refused.assertStatus(400)
      broadcastLive('tests/rooms/7', { note: 'for room seven' })
      broadcastLive('tests/rooms/8', { note: 'for room eight' })
      const text = await stream.textAfter(150)
      assert.include(text, 'for room seven')
      assert.notInclude(text, 'for room eight')
    } finally {
      await stream.close()
    }
  })

  test('subscribing without the CSRF token does not subscribe (Shield guards the POST)', async ({ client, assert }) => {
    const response = await client.post('/__transmit/subscribe').json({ uid: 'tab-4', channel: 'tests/rooms/7' }).redirects(0)
    assert.notEqual(response.status(), 204)
  })
})

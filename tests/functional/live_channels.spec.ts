import { test } from '@japa/runner'
import { Transmit } from '@boringnode/transmit'
import env from '#start/env'
import transmitConfig from '#config/transmit'
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

/*
 * Several web processes (issue 10 §3 "with Redis configured it must work across processes"): a
 * second Transmit built from the same config plays another process; its broadcast reaches a
 * subscriber connected to this one. Runs in bin/test's PostgreSQL + Redis pass.
 */
test.group('Live channels across processes (Redis)', () => {
  test('a broadcast from another process reaches a subscriber of this one', async ({ client, assert }) => {
    const transport = transmitConfig.transport!
    const otherProcess = new Transmit({ ...transmitConfig, pingInterval: false }, transport.driver())
    const stream = await openStream('tab-redis')
    try {
      const subscribed = await client.post('/__transmit/subscribe').json({ uid: 'tab-redis', channel: 'tests/rooms/7' }).withCsrfToken()
      subscribed.assertStatus(204)
      // The other process's bus subscribes asynchronously; give it a moment before it publishes.
      await new Promise((resolve) => setTimeout(resolve, 200))
      otherProcess.broadcast('tests/rooms/7', { note: 'from the other process' })
      assert.include(await stream.textAfter(500), 'from the other process')
    } finally {
      await stream.close()
      await otherProcess.shutdown()
    }
  }).skip(!env.get('REDIS_URL'), 'needs REDIS_URL (bin/test runs it in the PostgreSQL + Redis pass)')
})

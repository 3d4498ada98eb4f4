import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { setTranscriptionProvider } from '#modules/media/index'

const ROUTE = '/api/media/transcription-token'

test.group('Streaming transcription token (spec 002 §7 "Get ephemeral token")', (group) => {
  group.each.teardown(() => setTranscriptionProvider(null))

  test('a visitor is refused (401)', async ({ client }) => {
    const response = await client.post(ROUTE).withCsrfToken().accept('json')
    response.assertStatus(401)
  })

  test('a suspended account is refused (403)', async ({ client }) => {
    const user = await makeUser({
      roles: ['blocked'],
      suspensionActions: [{ context: 'admin', reason: 'Spam', note: null, createdAt: '2026-01-05T10:00:00.000Z', byUserId: null, liftedAt: null }],
    })
    const response = await client.post(ROUTE).withCsrfToken().accept('json').loginAs(user)
    response.assertStatus(403)
  })

  test('signed in, with no service configured (the default): answers that it is not configured', async ({ client }) => {
    const user = await makeUser({ verified: false, onboarded: false })
    const response = await client.post(ROUTE).withCsrfToken().accept('json').loginAs(user)
    response.assertStatus(200)
    response.assertBody({ configured: false, message: 'Streaming transcription is not configured on this server.' })
  })

  test('with a service installed: the token for this user, its socket, expiry and the 16000 Hz sample rate', async ({ client, assert }) => {
    const user = await makeUser()
    const asked: number[] = []
    setTranscriptionProvider({
      name: 'test-service',
      async issueToken(userId) {
        asked.push(userId)
        return { provider: 'test-service', token: `t-${userId}`, socketUrl: 'wss://speech.example/v3', expiresAt: new Date('2030-01-01T00:01:00Z') }
      },
    })
    const response = await client.post(ROUTE).withCsrfToken().accept('json').loginAs(user)
    response.assertStatus(200)
    response.assertBody({
      configured: true,
      token: { provider: 'test-service', token: `t-${user.id}`, socketUrl: 'wss://speech.example/v3', expiresAt: '2030-01-01T00:01:00.000Z', sampleRate: 16000 },
    })
    assert.deepEqual(asked, [user.id])
  })

  test('rate limited: the 21st request in a minute gets 429', async ({ client }) => {
    const user = await makeUser()
    for (let i = 0; i < 20; i++) (await client.post(ROUTE).withCsrfToken().accept('json').loginAs(user)).assertStatus(200)
    const response = await client.post(ROUTE).withCsrfToken().accept('json').loginAs(user)
    response.assertStatus(429)
  })
})

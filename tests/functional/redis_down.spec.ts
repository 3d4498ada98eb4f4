import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { usesRedis } from '#app/support/jobs/jobs'
import { RATE_LIMIT_UNAVAILABLE } from '#app/support/rate_limits'
import { eventually } from '#tests/helpers/wait'
import { CookieVisitor } from '#tests/helpers/cookie_visitor'

/*
 * Issue 20 §1 "Redis down: web requests still serve (…, rate limits fail closed for auth routes)".
 * A web process (bin/server.ts) on the shared PostgreSQL with a Redis of its own, which this test
 * then kills: pages and probes still answer, readiness says Redis is down, and sign-in is refused
 * with a sentence (503) rather than let through uncounted or answered with a 500.
 * In bin/test's PostgreSQL + Redis pass (redis-server is installed there).
 */
const shared = env.get('DB_CONNECTION') === 'pg' && usesRedis()

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

test.group('Redis down under a web process (issue 20 §1)', (group) => {
  let redis: ChildProcess | null = null
  let web: ChildProcess | null = null
  let base = ''

  group.setup(async () => {
    if (!shared) return
    const redisPort = await freePort()
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    const webPort = await freePort()
    base = `http://127.0.0.1:${webPort}`
    web = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      cwd: app.makePath(),
      // DEV_MODE: pages rendered through Vite's dev server, as in the test process (no build here).
      env: { ...process.env, PORT: String(webPort), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', SESSION_DRIVER: 'database', DEV_MODE: 'true', REDIS_URL: `redis://127.0.0.1:${redisPort}/0` },
      stdio: 'ignore',
    })
    await eventually(async () => (await fetch(`${base}/health/ready`).catch(() => null))?.status === 200, `${base} to be ready`, 90_000)
  })
  group.teardown(() => {
    web?.kill('SIGKILL')
    redis?.kill('SIGKILL')
  })

  test('pages and probes still answer, readiness reports Redis, sign-in fails closed with a sentence', async ({ assert }) => {
    const visitor = new CookieVisitor()
    assert.equal((await visitor.fetch(base, '/login')).status, 200)
    redis!.kill('SIGKILL')
    await eventually(async () => (await fetch(`${base}/health/ready`)).status === 503, 'readiness to notice', 20_000)

    const ready = (await (await fetch(`${base}/health/ready`)).json()) as { checks?: Array<{ name: string; status: string }> }
    assert.include(JSON.stringify(ready).toLowerCase(), 'redis')
    assert.equal((await fetch(`${base}/health/live`)).status, 200)
    for (const path of ['/', '/find-a-program', '/login']) {
      assert.equal((await visitor.fetch(base, path)).status, 200, path)
    }

    const signIn = await visitor.fetch(base, '/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ uid: 'nobody', password: 'not the password' }),
    })
    assert.equal(signIn.status, 503)
    assert.deepEqual(await signIn.json(), { errors: [{ message: RATE_LIMIT_UNAVAILABLE }] })
  })
    .timeout(180_000)
    .skip(!shared, 'needs PostgreSQL and Redis (bin/test\'s second pass)')
})

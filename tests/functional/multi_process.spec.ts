import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { QUEUE_NAME, redisConnectionOptions, usesRedis } from '#app/support/jobs/jobs'
import { eventually } from '#tests/helpers/wait'
import { CookieVisitor } from '#tests/helpers/cookie_visitor'

/*
 * Issue 20 §1, "web processes are stateless" demonstrated rather than described: two more web
 * processes (bin/server.ts, the same code as production) next to this test process's own server
 * and worker, all on the same PostgreSQL and Redis. Only in bin/test's PostgreSQL + Redis pass:
 * with SQLite and inline jobs there is nothing shared to prove.
 */
const shared = env.get('DB_CONNECTION') === 'pg' && usesRedis()
const NEEDS = 'needs PostgreSQL and Redis (bin/test\'s second pass)'

/** Two distinct free ports: both sockets are held until both are chosen (the OS may hand one port out twice). */
async function twoFreePorts(): Promise<[number, number]> {
  const open = () =>
    new Promise<Server>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server))
    })
  const servers = [await open(), await open()]
  const ports = servers.map((server) => (server.address() as { port: number }).port) as [number, number]
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

function startWeb(port: number): ChildProcess {
  return spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: app.makePath(),
    // The test runner keeps its own sessions in memory; these processes use the shared store as
    // production does (database; Redis works the same). DEV_MODE: pages are rendered with Vite's
    // dev server, as in the test process (a fresh clone has no production build, whose manifest
    // the pages would otherwise need: that was the 500s this test once got in bin/test).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SESSION_DRIVER: 'database', DEV_MODE: 'true' },
    stdio: 'ignore',
  })
}

/** Live on its port, and the process we started is the one answering (it did not die on a taken port). */
async function waitUntilLive(base: string, child: ChildProcess) {
  await eventually(async () => (await fetch(`${base}/health/live`).catch(() => null))?.status === 200, `${base} to answer`, 90_000)
  await new Promise((resolve) => setTimeout(resolve, 500))
  if (child.exitCode !== null) throw new Error(`the web process for ${base} exited (${child.exitCode}); something else answers there`)
}

test.group('Several web processes and a worker on one PostgreSQL + Redis (issue 20 §1)', (group) => {
  let webA: ChildProcess | null = null
  let webB: ChildProcess | null = null
  let a = ''
  let b = ''

  group.setup(async () => {
    if (!shared) return
    const [portA, portB] = await twoFreePorts()
    a = `http://127.0.0.1:${portA}`
    b = `http://127.0.0.1:${portB}`
    webA = startWeb(portA)
    webB = startWeb(portB)
    await Promise.all([waitUntilLive(a, webA), waitUntilLive(b, webB)])
  })
  group.teardown(() => {
    webA?.kill('SIGKILL')
    webB?.kill('SIGKILL')
  })

  test('signed up through process A, the same cookie is signed in on process B; the e-mail job runs once', async ({ assert }) => {
    const visitor = new CookieVisitor()
    await visitor.fetch(a, '/signup')
    const tag = Date.now().toString(36)
    const signup = await visitor.fetch(a, '/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ name: 'Multi Process', username: `mp_${tag}`, email: `mp_${tag}@example.org`, password: 'a long and personal passphrase', dateOfBirth: '2000-01-01' }),
    })
    assert.equal(signup.status, 201, `sign-up through A answered ${signup.status} ${signup.headers.get('location') ?? ''} ${(await signup.text()).slice(0, 200)}`)

    // Signed in, the sign-in entry point sends a person on (to onboarding); a visitor to /login.
    const onB = await visitor.fetch(b, '/api/auth/login')
    assert.equal(onB.status, 302)
    assert.equal(onB.headers.get('location'), '/onboarding', 'the session written by A is read by B')
    const visitorOnB = await new CookieVisitor().fetch(b, '/api/auth/login')
    assert.match(visitorOnB.headers.get('location') ?? '', /^\/login/)

    // The verification e-mail was queued by A; a worker (this test process runs one) sends it once.
    const key = (row: { idempotency_key: string }) => row.idempotency_key
    await eventually(async () => (await db.from('mail_deliveries').where('recipient', `mp_${tag}@example.org`)).length === 1, 'the verification e-mail')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const deliveries = await db.from('mail_deliveries').where('recipient', `mp_${tag}@example.org`)
    assert.lengthOf(deliveries, 1)
    assert.match(key(deliveries[0]), /verif/i)
  })
    .timeout(120_000)
    .skip(!shared, NEEDS)

  test('repeatable jobs scheduled by every web process exist once on the shared queue', async ({ assert }) => {
    const { Queue } = await import('bullmq')
    const queue = new Queue(QUEUE_NAME, { connection: redisConnectionOptions(), prefix: 'ph' })
    try {
      await eventually(async () => (await queue.getJobSchedulers()).some((scheduler) => scheduler.name === 'operations:retention'), 'the schedulers')
      const names = (await queue.getJobSchedulers()).map((scheduler) => scheduler.name ?? scheduler.key)
      assert.equal(names.filter((name) => name === 'operations:retention').length, 1)
      assert.equal(new Set(names).size, names.length, `no scheduler twice: ${names.join(', ')}`)
    } finally {
      await queue.close()
    }
  })
    .timeout(60_000)
    .skip(!shared, NEEDS)

  test('kill -9 process A under load: B answers every request meanwhile, and A\'s failures are only its own', async ({ assert }) => {
    const results = { a: { ok: 0, failed: 0 }, b: { ok: 0, failed: 0 } }
    const statuses: string[] = []
    const hit = async (base: string, into: { ok: number; failed: number }) => {
      const response = await fetch(`${base}/find-a-program`, { headers: { accept: 'text/html' } }).catch((error) => ({ status: String(error.cause?.code ?? error) }) as const)
      if (response.status === 200) into.ok += 1
      else {
        into.failed += 1
        if (base === b && statuses.length < 5) statuses.push(String(response.status))
      }
      if ('arrayBuffer' in response) await response.arrayBuffer().catch(() => null)
    }
    // Both processes have rendered the page once (Vite compiles it on a first visit), so a round of
    // requests takes milliseconds and rounds keep going for 2 s after the kill, at least 3 of them.
    await Promise.all([hit(a, { ok: 0, failed: 0 }), hit(b, { ok: 0, failed: 0 })])
    let killedAt = 0
    let roundsAfterKill = 0
    const load = async () => {
      while (!killedAt || Date.now() - killedAt < 2000 || roundsAfterKill < 3) {
        const afterKill = killedAt > 0
        await Promise.all([hit(a, results.a), hit(b, results.b), hit(b, results.b)])
        if (afterKill) roundsAfterKill += 1
      }
    }
    const running = load()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    webA!.kill('SIGKILL')
    killedAt = Date.now()
    await running
    assert.equal(results.b.failed, 0, `B answered ${statuses.join(', ')}`)
    assert.isAbove(results.b.ok, 0)
    assert.isAbove(results.a.failed, 0, 'A was killed while requests were going')
    const ready = await fetch(`${b}/health/ready`)
    assert.equal(ready.status, 200, JSON.stringify(await ready.json()))
  })
    .timeout(180_000)
    .skip(!shared, NEEDS)
})

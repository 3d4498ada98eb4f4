import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { availableParallelism } from 'node:os'
import app from '@adonisjs/core/services/app'
import { eventually } from '#tests/helpers/wait'

/*
 * Issue 19, "a process per core": bin/start serves through bin/cluster.ts, which runs
 * WEB_CONCURRENCY web processes (node:cluster workers on one port) only when REDIS_URL is set
 * (the per-process caches and Transmit's live updates cross processes only through Redis), one
 * per core by default, and exactly one without Redis. WEB_WORKER_HEADER=true makes every
 * response name the process that served it (x-web-worker: pid); it is off unless set.
 * The processes run from source (ts-exec), as tests/functional/multi_process.spec.ts does.
 */
const withRedis = Boolean(process.env.REDIS_URL)
const NEEDS_REDIS = 'needs REDIS_URL (bin/test\'s PostgreSQL + Redis pass)'

type Started = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> }

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function startCluster(env: Record<string, string | undefined>): Promise<Started> {
  const port = await freePort()
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SESSION_DRIVER: 'database',
    DEV_MODE: 'true',
    WEB_WORKER_HEADER: 'true',
    WEB_CONCURRENCY: undefined,
    ...env,
  }
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key]
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/cluster.ts'], { cwd: app.makePath(), env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`bin/cluster.ts exited (${child.exitCode}): ${output}`)
    return (await servedBy(base).catch(() => null)) !== null
  }, `${base} to answer`, 120_000)
  return { child, base, output: () => output, exited }
}

/** The pid that served GET /health/live, on a new connection each time (the cluster hands out connections, not requests). */
function servedBy(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(`${base}/health/live`, { agent: false }, (response) => {
      response.resume()
      const pid = Number(response.headers['x-web-worker'])
      if (response.statusCode === 200 && pid > 0) resolve(pid)
      else reject(new Error(`status ${response.statusCode}, x-web-worker ${response.headers['x-web-worker']}`))
    })
    request.setTimeout(5000, () => request.destroy(new Error('no answer within 5 s')))
    request.on('error', reject)
  })
}

/** The pids that served `requests` requests; a failed request (a worker just killed) counts as none. */
async function pidsServing(base: string, requests = 24): Promise<Set<number>> {
  const pids = new Set<number>()
  for (let i = 0; i < requests; i += 1) {
    const pid = await servedBy(base).catch(() => null)
    if (pid) pids.add(pid)
  }
  return pids
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function stopAndExpectClean(started: Started, assert: { equal(a: unknown, b: unknown, message?: string): void }) {
  started.child.kill('SIGTERM')
  const code = await Promise.race([started.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 40_000))])
  assert.equal(code, 0, `SIGTERM stops bin/cluster.ts cleanly: ${started.output().slice(-500)}`)
}

test.group('Web processes per core: bin/cluster.ts (issue 19)', (group) => {
  const running: Started[] = []
  group.each.teardown(() => {
    for (const started of running.splice(0)) if (started.child.exitCode === null) started.child.kill('SIGKILL')
  })

  test('without REDIS_URL the server is one process, the one bin/start runs, by default', async ({ assert }) => {
    const started = await startCluster({ REDIS_URL: undefined })
    running.push(started)
    assert.include(started.output(), 'web processes: 1 (no REDIS_URL')
    const pids = await pidsServing(started.base, 8)
    assert.deepEqual([...pids], [started.child.pid], 'every answer comes from the started process itself: no workers')
    await stopAndExpectClean(started, assert)
  }).timeout(150_000)

  test('without REDIS_URL, WEB_CONCURRENCY=2 is refused with a warning and one process serves', async ({ assert }) => {
    const started = await startCluster({ REDIS_URL: undefined, WEB_CONCURRENCY: '2' })
    running.push(started)
    assert.include(started.output(), 'web processes: 1 (WEB_CONCURRENCY=2 ignored: several web processes need REDIS_URL')
    assert.deepEqual([...(await pidsServing(started.base, 8))], [started.child.pid])
    await stopAndExpectClean(started, assert)
  }).timeout(150_000)

  test('a WEB_CONCURRENCY that is not a whole number stops the start with a clear message', async ({ assert }) => {
    const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/cluster.ts'], {
      cwd: app.makePath(),
      env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', WEB_CONCURRENCY: 'many' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.once('exit', resolve))
    assert.equal(code, 1)
    assert.include(output, 'WEB_CONCURRENCY must be a whole number of processes, 1 or more (it is "many")')
  }).timeout(60_000)

  test('with REDIS_URL and WEB_CONCURRENCY=2: two workers answer on one port, a killed one is replaced, SIGTERM stops all', async ({ assert }) => {
    const started = await startCluster({ WEB_CONCURRENCY: '2' })
    running.push(started)
    assert.include(started.output(), 'web processes: 2 (WEB_CONCURRENCY=2)')
    let pids = new Set<number>()
    await eventually(async () => (pids = await pidsServing(started.base)).size === 2, 'both workers to answer', 60_000)
    assert.notInclude([...pids], started.child.pid!, 'the primary only supervises')

    // A crashed worker is replaced: the survivor and a new worker answer.
    const [dead, survivor] = [...pids]
    process.kill(dead, 'SIGKILL')
    await eventually(async () => {
      const now = await pidsServing(started.base)
      return now.size === 2 && now.has(survivor) && !now.has(dead)
    }, 'a replacement worker', 90_000)
    const workers = await pidsServing(started.base)
    assert.include(started.output(), `web process ${dead} died (SIGKILL)`)

    await stopAndExpectClean(started, assert)
    for (const pid of workers) assert.isFalse(alive(pid), `worker ${pid} stopped with the primary`)
  })
    .timeout(240_000)
    .skip(!withRedis, NEEDS_REDIS)

  test('with REDIS_URL and no WEB_CONCURRENCY: one web process per core', async ({ assert }) => {
    const started = await startCluster({})
    running.push(started)
    const cores = availableParallelism()
    assert.include(started.output(), `web processes: ${cores} (REDIS_URL set: one per core (${cores}))`)
    if (cores > 1) {
      await eventually(async () => (await pidsServing(started.base)).size === cores, `${cores} workers to answer`, 60_000)
    }
    await stopAndExpectClean(started, assert)
  })
    .timeout(240_000)
    .skip(!withRedis, NEEDS_REDIS)
})

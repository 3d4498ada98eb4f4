import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, connect, type Server, type Socket } from 'node:net'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { usesRedis } from '#app/support/jobs/jobs'
import { eventually } from '#tests/helpers/wait'

/*
 * Issue 20 §1 "PostgreSQL restart: the pool recovers without a process restart". A web process
 * (bin/server.ts) reaches PostgreSQL through a small TCP relay; "restarting" the database cuts
 * every connection and refuses new ones for a while, as a restart does. Meanwhile liveness holds
 * and readiness fails; afterwards the same process serves database pages again on its own.
 */
const shared = env.get('DB_CONNECTION') === 'pg' && usesRedis()

class Relay {
  #server: Server | null = null
  #sockets = new Set<Socket>()
  constructor(
    readonly port: number,
    readonly target: { host: string; port: number }
  ) {}

  async open() {
    this.#server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host)
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket)
        socket.on('close', () => this.#sockets.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve))
  }

  /** Like a database going down: every connection cut, nobody accepted. */
  async cut() {
    const server = this.#server
    this.#server = null
    for (const socket of this.#sockets) socket.destroy()
    if (server) await new Promise((resolve) => server.close(resolve))
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

test.group('PostgreSQL restart under a web process (issue 20 §1)', (group) => {
  let web: ChildProcess | null = null
  let relay: Relay | null = null
  let base = ''

  group.setup(async () => {
    if (!shared) return
    relay = new Relay(await freePort(), { host: env.get('DB_HOST', '127.0.0.1'), port: Number(env.get('DB_PORT', 5432)) })
    await relay.open()
    const webPort = await freePort()
    base = `http://127.0.0.1:${webPort}`
    web = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      cwd: app.makePath(),
      env: { ...process.env, PORT: String(webPort), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', SESSION_DRIVER: 'database', DEV_MODE: 'true', DB_PORT: String(relay.port), DB_HOST: '127.0.0.1' },
      stdio: 'ignore',
    })
    await eventually(async () => (await fetch(`${base}/health/ready`).catch(() => null))?.status === 200, `${base} to be ready`, 90_000)
  })
  group.teardown(async () => {
    web?.kill('SIGKILL')
    await relay?.cut()
  })

  test('readiness fails while the database is away; the same process serves again once it is back', async ({ assert }) => {
    assert.equal((await fetch(`${base}/find-a-program`)).status, 200)
    await relay!.cut()
    await eventually(async () => (await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(10_000) })).status === 503, 'readiness to fail', 20_000)
    assert.equal((await fetch(`${base}/health/live`)).status, 200, 'liveness does not restart a process for a database outage')
    await new Promise((resolve) => setTimeout(resolve, 2000))

    await relay!.open()
    await eventually(async () => (await fetch(`${base}/health/ready`)).status === 200, 'readiness to recover', 30_000)
    for (let request = 0; request < 5; request += 1) {
      assert.equal((await fetch(`${base}/find-a-program`)).status, 200, 'database pages serve again without a restart')
    }
    assert.isNull(web!.exitCode, 'the process was never restarted')
  })
    .timeout(180_000)
    .skip(!shared, "needs PostgreSQL and Redis (bin/test's second pass)")
})

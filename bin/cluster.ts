import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'

/*
 * The production entry point of bin/start (issue 19, "a process per core"): WEB_CONCURRENCY web
 * processes (bin/server.ts, node:cluster workers sharing one port) under this primary.
 *
 * Several processes are safe only with REDIS_URL set. Each process keeps caches in its own memory
 * (the viewer cache, modules/identity/viewer_cache.ts; the shared public-list cache) that are
 * invalidated across processes through Redis, and Transmit's live updates reach the browsers of
 * other processes only over Redis. Without Redis a second process would show a role change, a
 * suspension or a seat count up to a TTL late and drop live updates sent from its sibling. So:
 * with REDIS_URL, WEB_CONCURRENCY defaults to the number of cores; without it the server is one
 * process (a WEB_CONCURRENCY above 1 is refused with a warning), and it runs in this process, as
 * `node bin/server.js` would, with no primary at all.
 *
 * A worker that dies is replaced (after a pause when it died while booting; the primary gives up
 * after CRASH_LOOP_LIMIT boots in a row died, rather than restarting a broken deploy forever).
 * SIGTERM or SIGINT: every worker gets SIGTERM and closes gracefully (AdonisJS's terminate: the
 * server stops accepting, open requests finish, providers close); one still running after
 * SHUTDOWN_TIMEOUT_MS is killed. Migrations and seeding stay in bin/start, before this starts.
 */
const SHUTDOWN_TIMEOUT_MS = 30_000
const BOOT_GRACE_MS = 10_000
const CRASH_LOOP_LIMIT = 5

/** How many web processes, and why (printed at start). */
function webConcurrency(env: NodeJS.ProcessEnv, cores = availableParallelism()): { count: number; reason: string } {
  const raw = env.WEB_CONCURRENCY?.trim()
  const requested = raw ? Number(raw) : null
  if (raw && (!Number.isInteger(requested) || requested! < 1)) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of processes, 1 or more (it is "${raw}")`)
  }
  if (!env.REDIS_URL) {
    if (requested !== null && requested > 1) {
      return { count: 1, reason: `WEB_CONCURRENCY=${requested} ignored: several web processes need REDIS_URL (caches and live updates are shared through Redis)` }
    }
    return { count: 1, reason: 'no REDIS_URL: one process (caches and live updates are shared across processes only through Redis)' }
  }
  if (requested !== null) return { count: requested, reason: `WEB_CONCURRENCY=${requested}` }
  return { count: cores, reason: `REDIS_URL set: one per core (${cores})` }
}

const serverFile = fileURLToPath(import.meta.url).replace(/cluster\.(ts|js)$/, 'server.$1')

async function main() {
  // REDIS_URL may come from .env, which AdonisJS reads (start/env validates everything else too).
  const { default: env } = await import('#start/env')
  const { count, reason } = webConcurrency({ ...process.env, REDIS_URL: process.env.REDIS_URL || env.get('REDIS_URL') })
  console.log(`web processes: ${count} (${reason})`)
  if (count === 1) {
    await import(pathToFileURL(serverFile).href)
    return
  }

  cluster.setupPrimary({ exec: serverFile })
  const bornAt = new Map<Worker, number>()
  let stopping = false
  let quickDeaths = 0

  const fork = () => {
    const worker = cluster.fork()
    bornAt.set(worker, Date.now())
    worker.once('listening', () => {
      quickDeaths = 0
    })
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? 0)
    bornAt.delete(worker)
    if (stopping) {
      if (bornAt.size === 0) process.exit()
      return
    }
    const quick = lived < BOOT_GRACE_MS
    quickDeaths = quick ? quickDeaths + 1 : 0
    console.error(`web process ${worker.process.pid} died (${signal ?? `exit ${code}`}) after ${Math.round(lived / 1000)} s; starting another`)
    if (quickDeaths >= CRASH_LOOP_LIMIT) {
      console.error(`${quickDeaths} web processes in a row died while booting: stopping`)
      stop(1)
      return
    }
    setTimeout(fork, quick ? 1000 * quickDeaths : 0)
  })

  const stop = (exitCode = 0) => {
    if (stopping) return
    stopping = true
    process.exitCode = exitCode
    for (const worker of bornAt.keys()) worker.process.kill('SIGTERM')
    if (bornAt.size === 0) process.exit(exitCode)
    setTimeout(() => {
      for (const worker of bornAt.keys()) worker.process.kill('SIGKILL')
    }, SHUTDOWN_TIMEOUT_MS).unref()
  }
  process.on('SIGTERM', () => stop())
  process.on('SIGINT', () => stop())

  for (let i = 0; i < count; i += 1) fork()
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

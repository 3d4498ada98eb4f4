import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import { jobRuns } from '#app/support/metrics'

/*
 * One small jobs interface. With REDIS_URL set, jobs go to BullMQ and run in worker processes
 * (`node ace jobs:work`); otherwise they run inline in the web process. Delivery is at least
 * once, so every handler must be idempotent (see mail_deliveries for the pattern).
 */
export type JobHandler<Payload> = (payload: Payload) => Promise<void>

export type DispatchOptions = {
  /** A stable id: a second dispatch with the same id is dropped while the first is known. */
  jobId?: string
  /** Milliseconds to wait before running. */
  delay?: number
}

export type Job<Payload> = {
  name: string
  handle: JobHandler<Payload>
  dispatch(payload: Payload, options?: DispatchOptions): Promise<void>
}

const registry = new Map<string, JobHandler<any>>()
export const QUEUE_NAME = 'default'
const MAX_INLINE_DELAY_MS = 2 ** 31 - 1

let queuePromise: Promise<import('bullmq').Queue> | null = null

export function redisConnectionOptions() {
  const url = new URL(env.get('REDIS_URL')!)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: Number(url.pathname.slice(1) || 0),
    maxRetriesPerRequest: null,
  }
}

export function usesRedis() {
  return Boolean(env.get('REDIS_URL'))
}

async function queue() {
  if (!queuePromise) {
    queuePromise = import('bullmq').then(
      ({ Queue }) => new Queue(QUEUE_NAME, { connection: redisConnectionOptions(), prefix: 'ph' })
    )
  }
  return queuePromise
}

/** With Redis: the shared queue's jobs by state (for /metrics). */
export async function queueCounts(): Promise<Record<string, number>> {
  const q = await queue()
  return q.getJobCounts('waiting', 'active', 'delayed', 'failed')
}

export async function runJob(name: string, payload: unknown) {
  const handler = registry.get(name)
  if (!handler) throw new Error(`Unknown job "${name}"`)
  await handler(payload)
}

export function defineJob<Payload>(name: string, handle: JobHandler<Payload>): Job<Payload> {
  if (registry.has(name)) throw new Error(`Job "${name}" is defined twice`)
  const counted: JobHandler<Payload> = async (payload) => {
    try {
      await handle(payload)
      jobRuns.labels(name, 'done').inc()
    } catch (error) {
      jobRuns.labels(name, 'failed').inc()
      throw error
    }
  }
  registry.set(name, counted)
  return {
    name,
    handle: counted,
    async dispatch(payload, options = {}) {
      if (usesRedis()) {
        const q = await queue()
        await q.add(name, payload, {
          // BullMQ refuses custom ids with ':' (unless exactly 3 parts): keep ids portable.
          jobId: options.jobId?.replaceAll(':', '.'),
          delay: options.delay,
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        })
        return
      }
      if (options.delay && options.delay > 0) {
        // Inline mode keeps delayed jobs in memory only; production runs with Redis. A timer
        // longer than setTimeout's limit (~24.8 days) would fire at once, so it is not kept.
        if (options.delay > MAX_INLINE_DELAY_MS) {
          logger.warn({ job: name, delay: options.delay }, 'inline job delay too long: not scheduled (use Redis)')
          return
        }
        setTimeout(() => {
          counted(payload).catch((error) => logger.error({ err: error, job: name }, 'inline job failed'))
        }, options.delay).unref()
        return
      }
      await counted(payload)
    },
  }
}

/**
 * With Redis: registers (or updates) a repeatable run of a job on the shared queue, every
 * `everyMs`. Idempotent: BullMQ keeps one scheduler per job name however many processes call it.
 */
export async function repeatJob(job: Job<Record<string, never>>, everyMs: number) {
  const q = await queue()
  await q.upsertJobScheduler(job.name, { every: everyMs }, { name: job.name, data: {}, opts: { removeOnComplete: 100, removeOnFail: 500 } })
}

const timers = new Map<string, NodeJS.Timeout>()

/**
 * Web boot: runs a job every `everyMs` — a repeatable job with Redis (run by the workers), a
 * timer in this process without (inline jobs), never two runs of it at once here. `runNow` also
 * runs it once at once (a sweep that catches up after a restart).
 */
export async function runEvery(job: Job<Record<string, never>>, everyMs: number, { runNow = false } = {}) {
  const run = () => job.handle({}).catch((error) => logger.error({ err: error, job: job.name }, 'scheduled job failed'))
  if (runNow) void run()
  if (usesRedis()) {
    await repeatJob(job, everyMs)
    return
  }
  if (timers.has(job.name)) return
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    void run().finally(() => (running = false))
  }, everyMs)
  timer.unref()
  timers.set(job.name, timer)
}

/** Starts a BullMQ worker for the queue in this process (the worker command, and tests on Redis). */
export async function startWorker(concurrency = 4) {
  const { Worker } = await import('bullmq')
  const worker = new Worker(QUEUE_NAME, (job) => runJob(job.name, job.data), {
    connection: redisConnectionOptions(),
    prefix: 'ph',
    concurrency,
  })
  worker.on('failed', (job, error) => logger.error({ err: error, job: job?.name }, 'job failed'))
  await worker.waitUntilReady()
  workersHere.add(worker)
  worker.on('closed', () => workersHere.delete(worker))
  return worker
}

const workersHere = new Set<import('bullmq').Worker>()

/**
 * Stops this process's workers from taking jobs (waiting for the ones they run), so that a test
 * can watch other processes' workers alone; `resume` lets them take jobs again.
 */
export const workersInThisProcess = {
  pause: () => Promise.all([...workersHere].map((worker) => worker.pause())),
  resume: () => [...workersHere].forEach((worker) => worker.resume()),
}

export function registeredJobs() {
  return [...registry.keys()]
}

export async function closeQueue() {
  if (queuePromise) {
    const q = await queuePromise
    await q.close()
    queuePromise = null
  }
}

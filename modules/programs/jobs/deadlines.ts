import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { defineJob, QUEUE_NAME, redisConnectionOptions, usesRedis } from '#app/support/jobs/jobs'
import { isUniqueViolation } from '#app/support/database/errors'
import { programNow } from '#kernel/programs/clock'

/*
 * Deadline tasks (DESIGN "deadline tasks"): programs register tasks with a stable key and a due
 * instant; `node ace programs:deadlines` (and, with Redis, a repeatable job every 5 minutes) runs
 * the due ones once each. program_deadline_runs holds one row per task key; a run claims it with
 * a guarded UPDATE (affected rows = 1), so two schedulers never run the same task twice.
 * A failed run is released for the next pass (at most MAX_ATTEMPTS); a run whose process died is
 * reclaimed after STALE_AFTER.
 */

export const MAX_ATTEMPTS = 5
const STALE_AFTER = { minutes: 30 }
export const DEADLINES_EVERY_MS = 5 * 60 * 1000
export const DEADLINES_JOB = 'programs:deadlines'

export type DeadlineSummary = {
  due: number
  ran: string[]
  /** Already done (or being run by another process). */
  skipped: string[]
  failed: Array<{ key: string; error: string }>
}

const sql = (value: DateTime): string => value.toUTC().toSQL({ includeOffset: false })!

async function ensureRow(owner: string, key: string, dueAt: DateTime) {
  const now = sql(DateTime.utc())
  try {
    await db.table('program_deadline_runs').insert({
      owner,
      task_key: key,
      due_at: sql(dueAt),
      attempts: 0,
      created_at: now,
      updated_at: now,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
}

/** Claims a task: true when this process may run it now. */
async function claim(owner: string, key: string, now: DateTime) {
  const affected = await db
    .from('program_deadline_runs')
    .where('owner', owner)
    .where('task_key', key)
    .whereNull('finished_at')
    .where('attempts', '<', MAX_ATTEMPTS)
    .where((query) => query.whereNull('started_at').orWhere('started_at', '<', sql(now.minus(STALE_AFTER))))
    .update({ started_at: sql(now), attempts: db.raw('attempts + 1'), updated_at: sql(now) })
  return Number(Array.isArray(affected) ? affected[0] : affected) === 1
}

/** Runs every registered deadline task that is due at `now` and has not run yet. */
export async function runDueDeadlines(now: DateTime = programNow()): Promise<DeadlineSummary> {
  const summary: DeadlineSummary = { due: 0, ran: [], skipped: [], failed: [] }
  const tasks = hooks
    .deadlineTasks()
    .filter((task) => task.dueAt.getTime() <= now.toMillis())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.key.localeCompare(b.key))
  summary.due = tasks.length
  for (const task of tasks) {
    const label = `${task.owner}:${task.key}`
    await ensureRow(task.owner, task.key, DateTime.fromJSDate(task.dueAt))
    if (!(await claim(task.owner, task.key, now))) {
      summary.skipped.push(label)
      continue
    }
    try {
      await task.run()
      await db
        .from('program_deadline_runs')
        .where('owner', task.owner)
        .where('task_key', task.key)
        .update({ finished_at: sql(DateTime.utc()), last_error: null, updated_at: sql(DateTime.utc()) })
      summary.ran.push(label)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      logger.error({ err: error, task: label }, 'program deadline task failed')
      // Release the claim so the next pass retries (up to MAX_ATTEMPTS).
      await db
        .from('program_deadline_runs')
        .where('owner', task.owner)
        .where('task_key', task.key)
        .update({ started_at: null, last_error: message.slice(0, 2000), updated_at: sql(DateTime.utc()) })
      summary.failed.push({ key: label, error: message })
    }
  }
  return summary
}

/** The repeatable job's handler (BullMQ with Redis): one pass over the due tasks. */
export const deadlinesJob = defineJob<Record<string, never>>(DEADLINES_JOB, async () => {
  const summary = await runDueDeadlines()
  if (summary.ran.length || summary.failed.length) {
    logger.info({ ran: summary.ran, failed: summary.failed }, 'program deadline tasks')
  }
})

/**
 * With REDIS_URL: registers (or updates) the repeatable job on the shared queue, every 5 minutes.
 * Idempotent: BullMQ keeps one scheduler per id however many processes call this.
 */
export async function ensureDeadlineSchedule(): Promise<boolean> {
  if (!usesRedis()) return false
  const { Queue } = await import('bullmq')
  const queue = new Queue(QUEUE_NAME, { connection: redisConnectionOptions(), prefix: 'ph' })
  try {
    await queue.upsertJobScheduler(
      DEADLINES_JOB,
      { every: DEADLINES_EVERY_MS },
      { name: DEADLINES_JOB, data: {}, opts: { removeOnComplete: 100, removeOnFail: 500 } }
    )
  } finally {
    await queue.close()
  }
  return true
}

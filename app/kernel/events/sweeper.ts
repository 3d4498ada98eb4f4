import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { defineJob, runEvery } from '#app/support/jobs/jobs'
import { sqlTime } from '#app/support/database/values'
import { deliverEvent } from './delivery.js'
import { EVENTS_TABLE } from './outbox.js'

/*
 * The outbox sweeper: `node ace events:deliver`, a repeatable job every SWEEP_EVERY_MS with
 * Redis (like the program deadlines), and a timer in the web process without it. One pass:
 *  1. catch-ups: emitters whose trigger is time (a session's end) emit what a lost timer missed;
 *  2. delivers every unsettled event older than the grace period (its dispatch was lost: a crash
 *     between the commit and the job, Redis unreachable, an inline retry timer gone with its
 *     process). Deliveries are claimed per handler, so a sweeper running next to a job, or two
 *     sweepers at once, never run a handler twice.
 */
export const SWEEP_EVERY_MS = 60 * 1000
/** Younger events are left to their own delivery job, most likely still on its way. */
const GRACE_MS = 30 * 1000
const BATCH = 200

type CatchUp = { name: string; run: (now: DateTime) => Promise<number> }
const catchUps: CatchUp[] = []

/** Registers a catch-up (returns how many events it emitted); it must be idempotent (dedupe keys). */
export function registerCatchUp(name: string, run: (now: DateTime) => Promise<number>) {
  if (catchUps.some((entry) => entry.name === name)) throw new Error(`Outbox catch-up "${name}" is registered twice`)
  catchUps.push({ name, run })
}

export type SweepSummary = {
  /** Events emitted by each catch-up. */
  caughtUp: Record<string, number>
  /** Unsettled events looked at. */
  events: number
  /** Handler runs that succeeded / threw. */
  delivered: number
  failed: number
}

export type SweepOptions = {
  now?: DateTime
  /** Skip events younger than this (default 30 s); 0 takes every unsettled event. */
  graceMs?: number
}

export async function sweepOutbox(options: SweepOptions = {}): Promise<SweepSummary> {
  const now = options.now ?? DateTime.utc()
  const summary: SweepSummary = { caughtUp: {}, events: 0, delivered: 0, failed: 0 }
  for (const { name, run } of catchUps) {
    try {
      summary.caughtUp[name] = await run(now)
    } catch (error) {
      logger.error({ err: error, catchUp: name }, 'outbox catch-up failed')
    }
  }
  const cutoff = sqlTime(now.minus({ milliseconds: options.graceMs ?? GRACE_MS }))
  let afterId = 0
  for (;;) {
    const rows = await db
      .from(EVENTS_TABLE)
      .whereNull('settled_at')
      .where('created_at', '<=', cutoff)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .select('id')
    for (const row of rows) {
      const outcome = await deliverEvent(Number(row.id), { now })
      summary.events += 1
      summary.delivered += outcome.delivered.length
      summary.failed += outcome.failed.length
    }
    if (rows.length < BATCH) return summary
    afterId = Number(rows.at(-1)!.id)
  }
}

export const sweepOutboxJob = defineJob<Record<string, never>>('events:sweep', async () => {
  const summary = await sweepOutbox()
  if (summary.delivered || summary.failed || Object.values(summary.caughtUp).some(Boolean)) logger.info(summary, 'outbox sweep')
})

/**
 * Web boot: one pass now, then every SWEEP_EVERY_MS — a repeatable job with Redis (idempotent
 * upsert, run by the workers), a timer in this process without (inline jobs).
 */
export async function startOutboxSweeps() {
  await runEvery(sweepOutboxJob, SWEEP_EVERY_MS, { runNow: true })
}

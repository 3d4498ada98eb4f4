import { Gauge } from 'prom-client'
import db from '@adonisjs/lucid/services/db'
import { metricsRegistry } from '#app/support/metrics'
import { queueCounts, usesRedis } from '#app/support/jobs/jobs'

/*
 * Gauges read when Prometheus scrapes (not on every request): the database pool, the event
 * outbox (unsettled events, deliveries given up) and, with Redis, the BullMQ queue's counts.
 */
const pool = new Gauge({
  name: 'peerhaven_db_pool_connections',
  help: 'Database pool connections by state (used, free, pending acquires)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
})
const outbox = new Gauge({
  name: 'peerhaven_outbox_events',
  help: 'Hook events not yet settled, and deliveries that failed for good',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
})
const queue = new Gauge({
  name: 'peerhaven_queue_jobs',
  help: 'Jobs in the Redis queue by state',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
})

type TarnPool = { numUsed(): number; numFree(): number; numPendingAcquires(): number }

export async function refreshQueueMetrics() {
  const knexPool = (db.connection().getWriteClient() as unknown as { client: { pool?: TarnPool } }).client.pool
  if (knexPool) {
    pool.set({ state: 'used' }, knexPool.numUsed())
    pool.set({ state: 'free' }, knexPool.numFree())
    pool.set({ state: 'pending' }, knexPool.numPendingAcquires())
  }
  const [unsettled, failed] = await Promise.all([
    db.from('hook_outbox_events').whereNull('settled_at').count('* as count').first(),
    db.from('hook_outbox_deliveries').whereNotNull('failed_at').count('* as count').first(),
  ])
  outbox.set({ state: 'unsettled' }, Number(unsettled?.count ?? 0))
  outbox.set({ state: 'failed' }, Number(failed?.count ?? 0))
  if (usesRedis()) {
    for (const [state, count] of Object.entries(await queueCounts())) queue.set({ state }, count)
  }
}

import { DiskSpaceCheck, HealthChecks } from '@adonisjs/core/health'
import type { HealthCheckContract } from '@adonisjs/core/types/health'
import { usesRedis } from '#app/support/jobs/jobs'
import { DatabaseCheck } from './database_check.js'
import { OutboxLagCheck } from './outbox_lag_check.js'
import { RedisPingCheck } from './redis_ping_check.js'

/*
 * The readiness checks: the default database connection, Redis when REDIS_URL is set (sessions,
 * rate limits and jobs live there), free disk space (uploads and SQLite live on it: warn at 80 %,
 * fail at 90 %) and the outbox's lag. Built once; `useReadinessChecks` swaps them in tests.
 */
let checks: HealthChecks | null = null

function defaultChecks(): HealthCheckContract[] {
  // Plain names: the public summary lists them, and need not say which database or paths we run.
  const database = new DatabaseCheck()
  const disk = Object.assign(new DiskSpaceCheck().warnWhenExceeds(80).failWhenExceeds(90), { name: 'Disk space' })
  const list: HealthCheckContract[] = [database, disk, new OutboxLagCheck()]
  if (usesRedis()) list.splice(1, 0, new RedisPingCheck())
  return list
}

export async function readinessChecks(): Promise<HealthChecks> {
  if (!checks) checks = new HealthChecks().register(defaultChecks())
  return checks
}

/** Tests: run these checks instead (null: back to the defaults). */
export function useReadinessChecks(list: HealthCheckContract[] | null) {
  checks = list ? new HealthChecks().register(list) : null
}

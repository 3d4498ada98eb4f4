import { defineJob, runEvery } from '#app/support/jobs/jobs'
import { runRetention } from '../retention/run_retention.js'

export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000

export const retentionJob = defineJob<Record<string, never>>('operations:retention', async () => {
  await runRetention()
})

/** Daily, and once at boot so a machine that was off catches up. */
export function startRetentionSchedule() {
  return runEvery(retentionJob, RETENTION_EVERY_MS, { runNow: true })
}

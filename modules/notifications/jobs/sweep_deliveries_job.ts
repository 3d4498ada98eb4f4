import logger from '@adonisjs/core/services/logger'
import { defineJob, runEvery } from '#app/support/jobs/jobs'
import { sweepDueDeliveries } from './deliver_notification_job.js'
import { scheduleDigests } from './digest_job.js'
import { runSweepTasks } from '../sweep_tasks.js'

export const SWEEP_EVERY_MS = 60 * 1000

/* Scheduled deliveries live in the database, so a restart loses none: this picks up the due ones. */
export const sweepDeliveriesJob = defineJob<Record<string, never>>('notifications:sweep', async () => {
  const dispatched = await sweepDueDeliveries()
  const digests = await scheduleDigests()
  const tasks = await runSweepTasks()
  if (dispatched || digests || Object.values(tasks).some(Boolean)) logger.info({ dispatched, digests, tasks }, 'notifications sweep')
})

/** Web boot: one pass now, then every minute. */
export async function startDeliverySweeps() {
  await runEvery(sweepDeliveriesJob, SWEEP_EVERY_MS, { runNow: true })
}

import logger from '@adonisjs/core/services/logger'
import { defineJob, repeatJob, usesRedis } from '#app/support/jobs/jobs'
import { pruneUploads } from '../actions/prune_uploads.js'

export const PRUNE_EVERY_MS = 60 * 60 * 1000

export const pruneUploadsJob = defineJob<Record<string, never>>('uploads:prune', async () => {
  await pruneUploads()
})

let timer: NodeJS.Timeout | null = null

/** Web boot: hourly — a repeatable job with Redis (run by the workers), a timer here without. */
export async function startPruneSchedule() {
  if (usesRedis()) {
    await repeatJob(pruneUploadsJob, PRUNE_EVERY_MS)
    return
  }
  if (timer) return
  timer = setInterval(() => {
    pruneUploadsJob.handle({}).catch((error) => logger.error({ err: error }, 'uploads prune failed'))
  }, PRUNE_EVERY_MS)
  timer.unref()
}

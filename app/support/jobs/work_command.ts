import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { registeredJobs, startWorker, usesRedis } from './jobs.js'

/*
 * The production worker: `node ace jobs:work`. Run as many as needed, on any machine that
 * reaches the same Redis and database.
 */
export default class JobsWork extends BaseCommand {
  static commandName = 'jobs:work'
  static description = 'Process background jobs from the Redis queue (BullMQ)'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'Jobs processed in parallel', default: 4 })
  declare concurrency: number

  async run() {
    if (!usesRedis()) {
      this.logger.error('REDIS_URL is not set: jobs run inline in the web process, no worker is needed.')
      this.exitCode = 1
      return this.terminate()
    }
    const worker = await startWorker(this.concurrency)
    this.logger.info(`worker ready for: ${registeredJobs().join(', ') || '(no jobs registered)'}`)
    this.app.terminating(async () => {
      await worker.close()
    })
  }
}

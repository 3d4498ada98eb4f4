import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/*
 * `node ace programs:deadlines`: runs the due program deadline tasks once each (idempotent).
 * With REDIS_URL it also makes sure the repeatable job (every 5 minutes) is scheduled.
 */
export default class ProgramsDeadlines extends BaseCommand {
  static commandName = 'programs:deadlines'
  static description = 'Run due program deadline tasks once each (and schedule the repeatable job with Redis)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { runDueDeadlines, ensureDeadlineSchedule, DEADLINES_EVERY_MS } = await import('../jobs/deadlines.js')
    const summary = await runDueDeadlines()
    this.logger.info(
      `deadline tasks: ${summary.due} due, ${summary.ran.length} ran, ${summary.skipped.length} already done, ${summary.failed.length} failed`
    )
    for (const key of summary.ran) this.logger.info(`ran ${key}`)
    for (const failure of summary.failed) this.logger.error(`failed ${failure.key}: ${failure.error}`)
    if (await ensureDeadlineSchedule()) {
      this.logger.info(`repeatable job scheduled every ${DEADLINES_EVERY_MS / 60_000} minutes`)
    }
    if (summary.failed.length) this.exitCode = 1
  }
}

import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/*
 * `node ace events:deliver`: one sweeper pass over the hook event outbox (catch-ups, then every
 * unsettled event). Safe next to workers and other sweepers: deliveries are claimed per handler.
 */
export default class EventsDeliver extends BaseCommand {
  static commandName = 'events:deliver'
  static description = 'Deliver hook events whose delivery was lost or is due for a retry (the outbox sweeper)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Also take events younger than the grace period (30 s)' })
  declare all: boolean

  async run() {
    const { sweepOutbox } = await import('../sweeper.js')
    const summary = await sweepOutbox({ graceMs: this.all ? 0 : undefined })
    for (const [name, count] of Object.entries(summary.caughtUp)) this.logger.info(`catch-up ${name}: ${count} event(s) emitted`)
    this.logger.info(`events: ${summary.events} unsettled, ${summary.delivered} handler run(s) delivered, ${summary.failed} failed`)
    if (summary.failed) this.exitCode = 1
  }
}

import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/*
 * `node ace substitutes:demo` (local and demo databases only): a session hosted by a demo tutor
 * that started 6 minutes ago with demo_learner registered and nobody in the room, demo_tutor marked
 * online, then one broadcast — so /substitute/{offerId} can be looked at as demo_tutor.
 */
export default class SubstitutesDemo extends BaseCommand {
  static commandName = 'substitutes:demo'
  static description = 'Demo data: an unhosted running session offered to demo_tutor (not in production)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: env } = await import('#start/env')
    if (env.get('NODE_ENV') === 'production') {
      this.logger.error('Not in production: this makes a demo session.')
      this.exitCode = 1
      return
    }
    const { makeDemoOffer } = await import('../demo.js')
    const outcome = await makeDemoOffer()
    if (!outcome.ok) {
      this.logger.error(outcome.reason)
      this.exitCode = 1
      return
    }
    this.logger.success(`Sign in as demo_tutor and open /substitute/${outcome.offerId} (session /session/${outcome.sessionId}).`)
  }
}

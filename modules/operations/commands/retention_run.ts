import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/* `node ace retention:run [--dry-run]`: applies (or only counts) every retention rule now. */
export default class RetentionRun extends BaseCommand {
  static commandName = 'retention:run'
  static description = 'Purge personal data past its retention policy (--dry-run counts and changes nothing)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Count what is due and change nothing' })
  declare dryRun: boolean

  async run() {
    const { runRetention } = await import('../retention/run_retention.js')
    const lines = await runRetention({ dryRun: this.dryRun })
    const table = this.ui.table()
    table.head(['Rule', 'Kept until', this.dryRun ? 'Due now' : 'Purged'])
    for (const line of lines) table.row([line.key, line.after, line.error ? `failed: ${line.error}` : String(this.dryRun ? line.due : line.purged)])
    table.render()
    if (lines.some((line) => line.error)) this.exitCode = 1
  }
}

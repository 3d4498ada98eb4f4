import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/*
 * `node ace make:iteration <program> [--from 2025-11] [--month 2027-01]`: writes a program's next
 * iteration file from its latest (or --from) one, every date moved by whole weeks to the same
 * weekday of the next (or --month) month. Then edit it and run `node ace programs:sync`.
 */
export default class MakeIteration extends BaseCommand {
  static commandName = 'make:iteration'
  static description = "Write a program's next iteration file from an existing one"
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Program slug or folder name' })
  declare program: string

  @flags.string({ description: 'The iteration to copy (e.g. 2025-11); defaults to the latest' })
  declare from?: string

  @flags.string({ description: 'The month the new iteration starts in (YYYY-MM); defaults to the month after' })
  declare month?: string

  async run() {
    const { listPrograms } = await import('#kernel/programs/registry')
    const { writeNextIteration } = await import('../actions/write_next_iteration.js')
    const program = listPrograms().find((entry) => entry.slug === this.program || entry.folder === this.program)
    if (!program) {
      this.logger.error(`No program "${this.program}" (${listPrograms().map((entry) => entry.slug).join(', ')})`)
      this.exitCode = 1
      return
    }
    try {
      const written = await writeNextIteration(program, { from: this.from, month: this.month })
      this.logger.success(`${written.file}: ${written.key}, from ${written.from} moved ${written.weeksMoved} weeks`)
      this.logger.info('Check its dates, then run `node ace programs:sync`.')
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
    }
  }
}

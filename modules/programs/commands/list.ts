import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/* `node ace programs:list`: the registered programs, their iterations and where the next one stands. */
export default class ProgramsList extends BaseCommand {
  static commandName = 'programs:list'
  static description = 'List the registered programs and their iterations'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { listPrograms, iterationPhase, nextIteration } = await import('#kernel/programs/registry')
    const { programNow } = await import('#kernel/programs/clock')
    const now = programNow()
    const programs = listPrograms()
    if (programs.length === 0) {
      this.logger.info('No programs are registered (start/programs.ts).')
      return
    }
    const table = this.ui.table()
    table.head(['Slug', 'Type', 'World', 'Iterations', 'Next iteration', 'Phase'])
    for (const program of programs) {
      const next = nextIteration(program, now)
      table.row([
        program.slug,
        program.type,
        program.world,
        String(program.iterations.length),
        next?.key ?? '-',
        next ? iterationPhase(next, now) : 'all ended',
      ])
    }
    table.render()
  }
}

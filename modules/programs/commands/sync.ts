import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/*
 * `node ace programs:sync`: materialises every iteration offering into a series template
 * (idempotent: a second run reports 0 created and 0 changed).
 */
export default class ProgramsSync extends BaseCommand {
  static commandName = 'programs:sync'
  static description = 'Materialise program iterations into series templates (idempotent)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { listPrograms } = await import('#kernel/programs/registry')
    const { syncProgramTemplates } = await import('../actions/sync_program_templates.js')
    // Loaded here, not at the top: every command file is imported when ace lists commands.
    const { upsertProgramTemplate } = await import('#modules/series/index')
    const summary = await syncProgramTemplates(listPrograms(), upsertProgramTemplate)
    this.logger.info(
      `series templates: ${summary.created} created, ${summary.changed} changed, ${summary.unchanged} unchanged`
    )
  }
}

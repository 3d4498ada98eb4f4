import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/* `node ace uploads:prune [--dry-run]`: the retention pass, by hand (the job runs it hourly). */
export default class UploadsPrune extends BaseCommand {
  static commandName = 'uploads:prune'
  static description = 'Delete uploads whose content is gone and unattached uploads older than 24 hours'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'List what would be deleted, delete nothing' })
  declare dryRun: boolean

  async run() {
    const { pruneUploads } = await import('../actions/prune_uploads.js')
    const summary = await pruneUploads({ dryRun: this.dryRun })
    const verb = summary.dryRun ? 'would delete' : 'deleted'
    this.logger.info(
      `uploads: ${verb} ${summary.abandoned.length} abandoned and ${summary.orphaned.length} whose content is gone (${summary.bytes} bytes)`
    )
  }
}

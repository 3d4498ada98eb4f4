import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/* `node ace backup:create [--folder=tmp/backups] [--keep=14] [--offsite]`: a consistent backup of the live database. */
export default class BackupCreate extends BaseCommand {
  static commandName = 'backup:create'
  static description = 'Back up the database (SQLite online backup or pg_dump) into a folder, keeping the newest N'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Folder for the backups (default: BACKUP_FOLDER or tmp/backups)' })
  declare folder?: string

  @flags.number({ description: 'How many backups to keep (default 14)' })
  declare keep?: number

  @flags.boolean({ description: 'Also copy it to the backups Drive disk (config/drive.ts), rotated the same way' })
  declare offsite?: boolean

  async run() {
    const { createBackup } = await import('../backups/backups.js')
    if (this.keep !== undefined && (!Number.isInteger(this.keep) || this.keep < 1)) {
      this.logger.error('--keep must be a whole number of at least 1')
      this.exitCode = 1
      return
    }
    const backup = await createBackup({ folder: this.folder, keep: this.keep, offsite: this.offsite })
    this.logger.success(`${backup.dialect} backup written to ${backup.file}`)
    for (const name of backup.rotated) this.logger.info(`rotated out ${name}`)
    if (backup.offsite) this.logger.success(`copied to the backups disk as ${backup.offsite.key}`)
    for (const name of backup.offsite?.rotated ?? []) this.logger.info(`rotated out ${name} from the backups disk`)
  }
}

import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/*
 * `node ace backup:restore <file> --into=<target> [--offsite]`: restores into an EMPTY database — a new SQLite
 * file path, or an existing PostgreSQL database without tables — and prints each table's row
 * count, so whoever restores can compare it with what they expected. Never overwrites data.
 */
export default class BackupRestore extends BaseCommand {
  static commandName = 'backup:restore'
  static description = 'Restore a backup into an empty database and list its tables and row counts'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The backup file (from backup:create)' })
  declare file: string

  @flags.string({ description: 'SQLite: a file path holding no database yet; PostgreSQL: an empty database name', required: true })
  declare into: string

  @flags.boolean({ description: 'The file is a backup name on the backups Drive disk (backup:create --offsite): download it first' })
  declare offsite?: boolean

  async run() {
    const { restoreBackup, currentDialect, pgTarget } = await import('../backups/backups.js')
    const { tableFingerprints } = await import('../backups/fingerprints.js')
    try {
      const { fetchOffsite } = await import('../backups/offsite.js')
      await restoreBackup(this.offsite ? await fetchOffsite(this.file) : this.file, this.into)
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
      return
    }
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const name = `restored_${Date.now()}`
    db.manager.add(
      name,
      currentDialect() === 'pg'
        ? { client: 'pg', connection: { ...pgTarget(this.into) } }
        : { client: 'better-sqlite3', connection: { filename: this.into }, useNullAsDefault: true }
    )
    try {
      const table = this.ui.table()
      table.head(['Table', 'Rows'])
      for (const [tableName, fingerprint] of Object.entries(await tableFingerprints(db.connection(name)))) {
        table.row([tableName, String(fingerprint.rows)])
      }
      table.render()
    } finally {
      await db.manager.close(name, true)
    }
    this.logger.success(`restored ${this.file} into ${this.into}`)
  }
}

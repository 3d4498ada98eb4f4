import { join, resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { backupFileName, ensureFolder, rotateBackups, type BackupDialect } from './backup_files.js'
import { backupPg, restorePg, type PgTarget } from './pg_backup.js'
import { backupSqlite, restoreSqlite, RestoreTargetNotEmptyError } from './sqlite_backup.js'
import { tableNames } from './fingerprints.js'
import { copyOffsite } from './offsite.js'

/*
 * `node ace backup:create` / `backup:restore` (issue 20 §2) for whichever database the app runs on.
 * Backups go to a folder (default tmp/backups; BACKUP_FOLDER or --folder), newest `keep` kept,
 * and with --offsite also to the `backups` Drive disk.
 */
export const DEFAULT_KEEP = 14

export function currentDialect(): BackupDialect {
  return db.primaryConnectionName === 'pg' ? 'pg' : 'sqlite'
}

export function defaultBackupFolder() {
  return process.env.BACKUP_FOLDER ?? app.tmpPath('backups')
}

export function sqliteFile(): string {
  return app.config.get<string>('database.connections.sqlite.connection.filename')
}

export function pgTarget(database?: string): PgTarget {
  const connection = app.config.get<Omit<PgTarget, 'password'> & { password?: string }>('database.connections.pg.connection')
  return { ...connection, password: connection.password ?? '', database: database ?? connection.database }
}

export type CreatedBackup = { file: string; dialect: BackupDialect; rotated: string[]; offsite: { key: string; rotated: string[] } | null }

/** `offsite`: also put it on the `backups` Drive disk (offsite.ts), rotated the same way. */
export async function createBackup(options: { folder?: string; keep?: number; at?: Date; offsite?: boolean } = {}): Promise<CreatedBackup> {
  const folder = resolve(options.folder ?? defaultBackupFolder())
  const dialect = currentDialect()
  await ensureFolder(folder)
  const file = join(folder, backupFileName(dialect, options.at ?? new Date()))
  if (dialect === 'pg') await backupPg(pgTarget(), file)
  else await backupSqlite(sqliteFile(), file)
  const rotated = await rotateBackups(folder, dialect, options.keep ?? DEFAULT_KEEP)
  const offsite = options.offsite ? await copyOffsite(file, dialect, options.keep ?? DEFAULT_KEEP) : null
  return { file, dialect, rotated, offsite }
}

/**
 * Restores a backup into an EMPTY database: for SQLite a file path that holds no database yet,
 * for PostgreSQL an existing database without tables (create it with createdb first).
 */
export async function restoreBackup(file: string, into: string) {
  if (currentDialect() === 'pg') {
    const target = pgTarget(into)
    const name = `restore_check_${Date.now()}`
    db.manager.add(name, { client: 'pg', connection: { ...target } })
    try {
      const tables = await tableNames(db.connection(name))
      if (tables.length > 0) throw new RestoreTargetNotEmptyError(`Database ${into}`)
    } finally {
      await db.manager.close(name, true)
    }
    await restorePg(resolve(file), target)
  } else {
    await restoreSqlite(resolve(file), resolve(into))
  }
}

import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

/*
 * Backup files are named `peerhaven-<dialect>-<UTC timestamp>.<ext>` so that sorting the names
 * sorts them by age; rotation keeps the newest `keep` of one dialect and deletes the rest.
 */
export type BackupDialect = 'sqlite' | 'pg'

const EXTENSION: Record<BackupDialect, string> = { sqlite: 'sqlite3', pg: 'dump' }

export function backupFileName(dialect: BackupDialect, at: Date) {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  return `peerhaven-${dialect}-${stamp}.${EXTENSION[dialect]}`
}

export function isBackupOf(dialect: BackupDialect, name: string) {
  return new RegExp(`^peerhaven-${dialect}-\\d{8}T\\d{6}Z\\.${EXTENSION[dialect]}$`).test(name)
}

/** Deletes all but the newest `keep` backups of the dialect in the folder; answers the deleted names. */
export async function rotateBackups(folder: string, dialect: BackupDialect, keep: number): Promise<string[]> {
  const all = await readdir(folder)
  const names = all.filter((name) => isBackupOf(dialect, name)).sort()
  const old = names.slice(0, Math.max(0, names.length - keep))
  await Promise.all(old.map((name) => rm(join(folder, name))))
  return old
}

export async function ensureFolder(folder: string) {
  await mkdir(folder, { recursive: true })
}

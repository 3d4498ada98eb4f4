import { createReadStream } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import { isBackupOf, type BackupDialect } from './backup_files.js'

/*
 * The off-site copy (issue 20 §2 "to a folder or a Drive disk, with rotation"): each backup file is
 * also put on the `backups` Drive disk (config/drive.ts) under the same name, and the disk keeps the
 * newest `keep` of the dialect, like the folder. Restoring from it downloads the file first.
 */
export const OFFSITE_PREFIX = 'backups/'

export async function copyOffsite(file: string, dialect: BackupDialect, keep: number): Promise<{ key: string; rotated: string[] }> {
  const disk = drive.use('backups')
  const key = `${OFFSITE_PREFIX}${basename(file)}`
  await disk.putStream(key, createReadStream(file))
  const stored = await offsiteBackups()
  const names = stored.filter((name) => isBackupOf(dialect, name)).sort()
  const old = names.slice(0, Math.max(0, names.length - keep))
  await Promise.all(old.map((name) => disk.delete(`${OFFSITE_PREFIX}${name}`)))
  return { key, rotated: old }
}

/** Backup file names on the disk (every dialect). */
export async function offsiteBackups(): Promise<string[]> {
  const { objects } = await drive.use('backups').listAll(OFFSITE_PREFIX, { recursive: true })
  return [...objects].filter((object) => object.isFile).map((object) => basename(object.key))
}

/** Downloads a backup from the disk into a fresh temporary folder; answers its local path. */
export async function fetchOffsite(name: string): Promise<string> {
  if (basename(name) !== name || !/^peerhaven-/.test(name)) throw new Error(`Not a backup name: ${name}`)
  const local = join(await mkdtemp(join(tmpdir(), 'peerhaven-restore-')), name)
  await writeFile(local, await drive.use('backups').getBytes(`${OFFSITE_PREFIX}${name}`))
  return local
}

import { access, copyFile, stat } from 'node:fs/promises'

/*
 * SQLite through better-sqlite3's online backup API: a second connection copies the live database
 * page by page. All pages are copied in ONE step (the progress callback answers the total), so the
 * copy holds a read snapshot for its duration: it is the database as of one committed transaction,
 * however many writers run meanwhile (WAL lets them go on). Restoring is copying the file into a
 * path that holds no database yet.
 */
export async function backupSqlite(sourceFile: string, targetFile: string) {
  const { default: Database } = await import('better-sqlite3')
  const source = new Database(sourceFile, { readonly: true, fileMustExist: true })
  try {
    await source.backup(targetFile, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) })
  } finally {
    source.close()
  }
}

export class RestoreTargetNotEmptyError extends Error {
  constructor(target: string) {
    super(`${target} already holds a database: restore only into an empty one (move it away first).`)
  }
}

async function exists(path: string) {
  return access(path).then(
    () => true,
    () => false
  )
}

export async function restoreSqlite(backupFile: string, targetFile: string) {
  const existing = (await exists(targetFile)) ? await stat(targetFile) : null
  if (existing && existing.size > 0) throw new RestoreTargetNotEmptyError(targetFile)
  const { default: Database } = await import('better-sqlite3')
  // Refuse a file that is not a readable SQLite database before it replaces anything.
  const check = new Database(backupFile, { readonly: true, fileMustExist: true })
  try {
    const verdict = check.pragma('quick_check', { simple: true })
    if (verdict !== 'ok') throw new Error(`${backupFile} fails SQLite's quick_check: ${String(verdict)}`)
  } finally {
    check.close()
  }
  await copyFile(backupFile, targetFile)
}

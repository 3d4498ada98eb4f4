import { spawn } from 'node:child_process'

/*
 * PostgreSQL through pg_dump's custom format (compressed, restorable table by table) and
 * pg_restore. pg_dump reads in one repeatable-read transaction, so the dump is the database as of
 * its start whatever is written meanwhile. The connection comes from the same settings as the
 * app's (DB_HOST, DB_PORT, DB_USER, DB_PASSWORD); the password travels in PGPASSWORD, never in argv.
 */
export type PgTarget = { host: string; port: number; user: string; password: string; database: string }

function run(command: string, args: string[], target: PgTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, PGPASSWORD: target.password, PGHOST: target.host, PGPORT: String(target.port), PGUSER: target.user },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))))
  })
}

export function backupPg(target: PgTarget, file: string) {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.database], target)
}

/** Restores into `target.database`, which must exist and hold no tables (the caller checks). */
export function restorePg(file: string, target: PgTarget) {
  return run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.database}`, file], target)
}

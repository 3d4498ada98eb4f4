import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { runsMigrations } from '#app/support/database/sqlite_connection'

const run = promisify(execFile)

/*
 * Upgrading an SQLite database keeps its rows. SQLite rebuilds a table to add a column with a
 * foreign key or to drop one (knex copies it and DROPs the old table); with foreign keys on, the
 * DROP cascaded into every referencing table — migration 0430 (tutoring_sessions) emptied
 * session_hosts and session_registrations. Migration commands now run with foreign keys off
 * (app/support/database/sqlite_connection.ts). Real processes, as an operator runs them: migrate,
 * seed the demo data, roll back every migration after tutoring's first (down() rebuilds
 * tutoring_sessions again) and migrate once more.
 */
const FIRST_KEPT = 'modules/tutoring/database/migrations/0400_sessions'

async function ace(sqliteFile: string, ...args: string[]) {
  await run(process.execPath, ['ace.js', ...args], {
    cwd: app.makePath(),
    env: { ...process.env, DB_CONNECTION: 'sqlite', SQLITE_FILE: sqliteFile, LOG_LEVEL: 'warn' },
    timeout: 120_000,
  })
}

function counts(sqliteFile: string) {
  const db = new Database(sqliteFile, { readonly: true })
  try {
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
    return { hosts: count('session_hosts'), registrations: count('session_registrations'), sessions: count('tutoring_sessions'), users: count('users') }
  } finally {
    db.close()
  }
}

test.group('SQLite upgrades keep data (migrations with foreign keys off)', () => {
  test('only migration commands switch foreign keys off', ({ assert }) => {
    assert.isTrue(runsMigrations(['node', 'ace.js', 'migration:run', '--force']))
    assert.isTrue(runsMigrations(['node', 'ace.js', 'migration:rollback']))
    assert.isFalse(runsMigrations(['node', 'ace.js', 'serve']))
    assert.isFalse(runsMigrations(['node', 'ace.js', 'db:seed']))
    assert.isFalse(runsMigrations(['node', 'bin/server.js']))
  })

  test('rolling back past tutoring_sessions rebuilds and migrating again keeps hosts and registrations', async ({ assert }) => {
    const folder = await mkdtemp(join(tmpdir(), 'peerhaven-upgrade-'))
    const file = join(folder, 'upgrade.sqlite3')
    try {
      await ace(file, 'migration:run', '--force')
      await ace(file, 'db:seed')
      const before = counts(file)
      assert.isAbove(before.hosts, 0)
      assert.isAbove(before.registrations, 0)

      const db = new Database(file, { readonly: true })
      const names = (db.prepare('SELECT name FROM adonis_schema ORDER BY id').all() as { name: string }[]).map((row) => row.name)
      db.close()
      const steps = names.length - 1 - names.indexOf(FIRST_KEPT)
      assert.isAbove(steps, 2)

      await ace(file, 'migration:rollback', `--step=${steps}`, '--force')
      assert.deepEqual(counts(file), before)
      await ace(file, 'migration:run', '--force')
      assert.deepEqual(counts(file), before)
      const check = new Database(file, { readonly: true })
      assert.deepEqual(check.prepare('PRAGMA foreign_key_check').all(), [])
      check.close()
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
    .skip(env.get('DB_CONNECTION', 'sqlite') !== 'sqlite', 'SQLite only (PostgreSQL alters tables in place)')
    .timeout(300_000)
})

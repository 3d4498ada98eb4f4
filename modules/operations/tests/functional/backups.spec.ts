import { test } from '@japa/runner'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { createBackup, currentDialect, pgTarget, restoreBackup } from '../../backups/backups.js'
import { backupSqlite, restoreSqlite } from '../../backups/sqlite_backup.js'
import { backupFileName } from '../../backups/backup_files.js'
import { fetchOffsite, OFFSITE_PREFIX, offsiteBackups } from '../../backups/offsite.js'
import { tableFingerprints, tableNames } from '../../backups/fingerprints.js'

/*
 * Issue 20 §2, the restore drill: back up the running database, restore it into a fresh one and
 * compare every table's row count and checksum. Runs on whichever database the suite runs on
 * (bin/test: SQLite, then PostgreSQL).
 */
test.group('Backups and restore (issue 20 §2)', (group) => {
  let folder: string
  group.each.setup(async () => {
    folder = await mkdtemp(join(tmpdir(), 'peerhaven-backups-'))
    return () => rm(folder, { recursive: true, force: true })
  })

  test('backup:create then restore into a fresh database: every table has the same rows and checksum', async ({ assert }) => {
    await db.table('hook_outbox_events').insert({ event: 'backup.drill', payload: '{"n":1}', created_at: new Date().toISOString().slice(0, 19).replace('T', ' ') })
    const before = await tableFingerprints(db.connection())
    const backup = await createBackup({ folder })
    assert.equal(backup.dialect, currentDialect())

    if (currentDialect() === 'pg') {
      const fresh = `peerhaven_restore_${process.pid}_${Date.now()}`
      await db.rawQuery(`CREATE DATABASE ${fresh}`)
      try {
        await restoreBackup(backup.file, fresh)
        db.manager.add(fresh, { client: 'pg', connection: { ...pgTarget(fresh) } })
        try {
          assert.deepEqual(await tableFingerprints(db.connection(fresh)), before)
          await assert.rejects(() => restoreBackup(backup.file, fresh), /already holds a database/)
        } finally {
          await db.manager.close(fresh, true)
        }
      } finally {
        await db.rawQuery(`DROP DATABASE IF EXISTS ${fresh}`)
      }
    } else {
      const target = join(folder, 'restored.sqlite3')
      await restoreBackup(backup.file, target)
      db.manager.add('restored_drill', { client: 'better-sqlite3', connection: { filename: target }, useNullAsDefault: true })
      try {
        assert.deepEqual(await tableFingerprints(db.connection('restored_drill')), before)
      } finally {
        await db.manager.close('restored_drill', true)
      }
      // Never over a database that exists.
      await assert.rejects(() => restoreBackup(backup.file, target), /already holds a database/)
    }
    assert.isAbove((await tableNames(db.connection())).length, 50)
  }).timeout(120_000)

  test('SQLite: a backup taken while another connection keeps writing is one committed state', async ({ assert }) => {
    const { default: Database } = await import('better-sqlite3')
    const source = join(folder, 'busy.sqlite3')
    const writer = new Database(source)
    writer.pragma('journal_mode = WAL')
    writer.exec('CREATE TABLE ledger (id INTEGER PRIMARY KEY, amount INTEGER NOT NULL); CREATE TABLE totals (id INTEGER PRIMARY KEY, total INTEGER NOT NULL)')
    writer.exec('INSERT INTO totals (id, total) VALUES (1, 0)')
    const write = writer.transaction((n: number) => {
      for (let i = 0; i < 50; i++) writer.prepare('INSERT INTO ledger (amount) VALUES (?)').run(n)
      writer.prepare('UPDATE totals SET total = total + ? WHERE id = 1').run(50 * n)
    })
    for (let n = 1; n <= 200; n++) write(n)

    // Each transaction adds 50 rows and their sum to the total: a torn copy breaks the equality.
    let writing = true
    let n = 200
    const keepWriting = async () => {
      while (writing) {
        write(++n)
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    const writes = keepWriting()
    const copy = join(folder, 'copy.sqlite3')
    await backupSqlite(source, copy)
    writing = false
    await writes
    writer.close()

    const restored = join(folder, 'restored.sqlite3')
    await restoreSqlite(copy, restored)
    const check = new Database(restored, { readonly: true })
    const rows = check.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS sum FROM ledger').get() as { count: number; sum: number }
    const total = check.prepare('SELECT total FROM totals WHERE id = 1').get() as { total: number }
    check.close()
    assert.equal(rows.count % 50, 0)
    assert.isAtLeast(rows.count, 200 * 50)
    assert.equal(rows.sum, total.total)
  }).timeout(60_000)

  test('PostgreSQL: pg_dump taken while another connection keeps writing is one committed state', async ({ assert }) => {
    // Each transaction adds 50 ledger rows and their sum to the total: a torn copy breaks the equality.
    await db.rawQuery('CREATE TABLE backup_drill_ledger (id SERIAL PRIMARY KEY, amount INTEGER NOT NULL)')
    await db.rawQuery('CREATE TABLE backup_drill_totals (id INTEGER PRIMARY KEY, total BIGINT NOT NULL)')
    const fresh = `peerhaven_drill_${process.pid}_${Date.now()}`
    try {
      await db.table('backup_drill_totals').insert({ id: 1, total: 0 })
      const write = (n: number) =>
        db.transaction(async (trx) => {
          await trx.table('backup_drill_ledger').multiInsert(Array.from({ length: 50 }, () => ({ amount: n })))
          await trx.from('backup_drill_totals').where('id', 1).increment('total', 50 * n)
        })
      for (let n = 1; n <= 200; n++) await write(n)

      let writing = true
      let n = 200
      const keepWriting = async () => {
        while (writing) await write(++n)
      }
      const writes = keepWriting()
      const backup = await createBackup({ folder })
      writing = false
      await writes
      const committedAfter = n

      await db.rawQuery(`CREATE DATABASE ${fresh}`)
      await restoreBackup(backup.file, fresh)
      db.manager.add(fresh, { client: 'pg', connection: { ...pgTarget(fresh) } })
      try {
        const restored = db.connection(fresh)
        const rows = await restored.from('backup_drill_ledger').count('* as count').sum('amount as sum').first()
        const total = await restored.from('backup_drill_totals').where('id', 1).select('total').first()
        assert.equal(Number(rows.count) % 50, 0)
        assert.isAtLeast(Number(rows.count), 200 * 50, 'every transaction committed before the backup began')
        assert.equal(Number(rows.sum), Number(total.total))
        assert.isAbove(committedAfter, 200, 'writes went on while pg_dump ran')
        console.log(`[backup drill] pg_dump under writes: ${committedAfter - 200} transactions committed meanwhile; restored ${rows.count} ledger rows, sum = total (${total.total})`)
      } finally {
        await db.manager.close(fresh, true)
      }
    } finally {
      await db.rawQuery(`DROP DATABASE IF EXISTS ${fresh}`)
      await db.rawQuery('DROP TABLE IF EXISTS backup_drill_ledger')
      await db.rawQuery('DROP TABLE IF EXISTS backup_drill_totals')
    }
  })
    .skip(currentDialect() !== 'pg', 'PostgreSQL only (bin/test\'s second pass); SQLite has its own test above')
    .timeout(120_000)

  test('rotation keeps the newest N backups of the dialect and leaves other files alone', async ({ assert }) => {
    await writeFile(join(folder, 'notes.txt'), 'not a backup')
    for (const day of [1, 2, 3]) await createBackup({ folder, keep: 2, at: new Date(Date.UTC(2026, 10, day, 3)) })
    const names = (await readdir(folder)).sort()
    const kept = [2, 3].map((day) => backupFileName(currentDialect(), new Date(Date.UTC(2026, 10, day, 3))))
    assert.deepEqual(names, ['notes.txt', ...kept])
    assert.match(kept[0], /^peerhaven-(sqlite|pg)-20261102T030000Z\.(sqlite3|dump)$/)
  }).timeout(60_000)

  test('--offsite: the backup is also on the backups Drive disk, rotated there too, and restores from it', async ({ assert }) => {
    const disk = drive.use('backups')
    await disk.deleteAll(OFFSITE_PREFIX)
    const made = []
    for (const day of [1, 2, 3]) made.push(await createBackup({ folder, keep: 2, offsite: true, at: new Date(Date.UTC(2026, 10, day, 3)) }))
    const names = (await offsiteBackups()).sort()
    assert.deepEqual(names, [2, 3].map((day) => backupFileName(currentDialect(), new Date(Date.UTC(2026, 10, day, 3)))))
    assert.deepEqual(made[2].offsite?.rotated, [backupFileName(currentDialect(), new Date(Date.UTC(2026, 10, 1, 3)))])

    const local = await fetchOffsite(names[1])
    assert.deepEqual(await readFile(local), await readFile(made[2].file))
    await assert.rejects(() => fetchOffsite('../../etc/passwd'), /Not a backup name/)
    await disk.deleteAll(OFFSITE_PREFIX)
  }).timeout(120_000)

  test('a file that is not a SQLite database is refused before anything is written', async ({ assert }) => {
    const bogus = join(folder, 'bogus.sqlite3')
    await writeFile(bogus, 'hello, this is not a database at all, just text long enough to have a header')
    await assert.rejects(() => restoreSqlite(bogus, join(folder, 'target.sqlite3')))
    assert.notInclude(await readdir(folder), 'target.sqlite3')
  })
})

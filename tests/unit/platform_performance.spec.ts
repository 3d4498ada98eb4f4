import { test } from '@japa/runner'
import { cachePreparedStatements } from '#app/support/database/sqlite_connection'
import { mayNameFile } from '#middleware/static_files_middleware'

function fakeConnection() {
  const prepared: string[] = []
  const conn = {
    pragma: () => undefined,
    prepare: (sql: string) => {
      prepared.push(sql)
      return { sql, n: prepared.length }
    },
  }
  return { conn, prepared }
}

test.group('SQLite prepared statement cache', () => {
  test('the same SQL is prepared once and gets the same statement back', ({ assert }) => {
    const { conn, prepared } = fakeConnection()
    cachePreparedStatements(conn, 10)
    const a = conn.prepare('select 1')
    assert.strictEqual(conn.prepare('select 1'), a)
    conn.prepare('select 2')
    assert.deepEqual(prepared, ['select 1', 'select 2'])
  })

  test('keeps the most recently used statements up to its size', ({ assert }) => {
    const { conn, prepared } = fakeConnection()
    cachePreparedStatements(conn, 2)
    conn.prepare('a')
    conn.prepare('b')
    conn.prepare('a') // a is now the most recent
    conn.prepare('c') // evicts b
    conn.prepare('a')
    conn.prepare('b')
    assert.deepEqual(prepared, ['a', 'b', 'c', 'b'])
  })
})

test.group('Static files middleware', () => {
  test('only the assets folder and public/\'s top-level files can be files (issue 19)', ({ assert }) => {
    const files = new Set(['/favicon.svg', '/push_worker.js'])
    for (const url of ['/favicon.svg', '/push_worker.js', '/assets/app-3f2a.js']) assert.isTrue(mayNameFile(url, files), url)
    for (const url of ['/', '/session/12', '/w/math', '/explore', '/v1.2/page', '/api/version.json', '/robots.txt']) {
      assert.isFalse(mayNameFile(url, files), url)
    }
  })

  test('the top-level files are read from public/ once', ({ assert }) => {
    assert.isTrue(mayNameFile('/favicon.svg'))
    assert.isFalse(mayNameFile('/api/version.json'))
  })
})

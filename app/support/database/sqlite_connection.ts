/*
 * Setup of every better-sqlite3 connection the pool opens: WAL, busy timeout, foreign keys, a
 * 64 MiB page cache and memory-mapped reads (the default 2 MiB cache made the list pages' index
 * walks re-read pages on every request at 100k sessions: ~30% more SQL time under load in
 * bin/bench), and a cache of prepared statements.
 *
 * knex prepares every statement again on each query; for SQLite that means parsing and planning
 * the SQL each time, which cost more than running it for our indexed page queries (measured with
 * bin/bench: 14% of the session page's CPU). A statement is bound to its connection and only used
 * synchronously by knex (`all`/`run`), so reusing it is safe. Schema changes are fine: SQLite
 * re-prepares a statement whose schema changed. The cache keeps the most recently used ones.
 */
export const PREPARED_STATEMENT_CACHE_SIZE = 500

type Statement = unknown
type SqliteConnection = { pragma(sql: string): unknown; prepare(sql: string): Statement }

export function cachePreparedStatements(conn: SqliteConnection, size = PREPARED_STATEMENT_CACHE_SIZE) {
  const prepare = conn.prepare.bind(conn)
  const cache = new Map<string, Statement>()
  conn.prepare = (sql: string) => {
    let statement = cache.get(sql)
    if (statement) {
      // Move to the most recent end, so the oldest entry is the first the Map yields.
      cache.delete(sql)
    } else {
      statement = prepare(sql)
      if (cache.size >= size) cache.delete(cache.keys().next().value!)
    }
    cache.set(sql, statement)
    return statement
  }
  return conn
}

/*
 * Migrations run with foreign keys OFF. SQLite cannot alter most of a table in place, so knex
 * rebuilds it (create a copy, copy the rows, DROP the old one, rename) whenever a migration adds a
 * column with a foreign key or drops a column. With foreign keys ON, that DROP deletes every row
 * that references the table through ON DELETE CASCADE: adding `session_template_id` to
 * tutoring_sessions emptied session_hosts and session_registrations of an upgraded database.
 * knex would switch the check off itself, but PRAGMA foreign_keys is ignored inside a transaction
 * and Lucid runs each migration file in one, so the connection must be set up without it.
 */
const MIGRATION_COMMAND = /^migration:/

export function runsMigrations(argv: readonly string[] = process.argv): boolean {
  return MIGRATION_COMMAND.test(argv[2] ?? '')
}

export function setUpSqliteConnection(conn: SqliteConnection, options: { foreignKeys?: boolean } = {}) {
  conn.pragma('journal_mode = WAL')
  conn.pragma('busy_timeout = 5000')
  conn.pragma(`foreign_keys = ${options.foreignKeys === false ? 'OFF' : 'ON'}`)
  conn.pragma('synchronous = NORMAL')
  conn.pragma('cache_size = -65536')
  conn.pragma('mmap_size = 1073741824')
  return cachePreparedStatements(conn)
}

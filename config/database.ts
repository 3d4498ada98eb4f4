import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { migrationPaths } from '#app/support/database/migration_paths'
import { runsMigrations, setUpSqliteConnection } from '#app/support/database/sqlite_connection'
import { setUpPgConnection } from '#app/support/database/pg_connection'

/*
 * SQLite (better-sqlite3) is the embedded default; DB_CONNECTION=pg selects PostgreSQL.
 * Every context registers its migrations folder in migration_paths.ts.
 */
const migrations = { naturalSort: true, paths: migrationPaths, disableRollbacksInProduction: true }
const seeders = { paths: ['database/seeders'] }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  prettyPrintDebugQueries: false,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: env.get('SQLITE_FILE') ?? app.tmpPath('db.sqlite3') },
      useNullAsDefault: true,
      pool: {
        afterCreate: (conn: any, done: (error: Error | null, conn: any) => void) => done(null, setUpSqliteConnection(conn, { foreignKeys: !runsMigrations() })),
      },
      migrations,
      seeders,
      schemaGeneration: { enabled: false },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('DB_HOST', '127.0.0.1'),
        port: env.get('DB_PORT', 5432),
        user: env.get('DB_USER', 'postgres'),
        password: env.get('DB_PASSWORD', ''),
        database: env.get('DB_DATABASE', 'peerhaven'),
      },
      pool: {
        min: 0,
        max: 10,
        // While the database is away (a restart) a request fails after 10 s instead of knex's 60.
        acquireTimeoutMillis: 10_000,
        afterCreate: (conn: any, done: (error: Error | null, conn: any) => void) => {
          setUpPgConnection(conn).then(() => done(null, conn), (error) => done(error, conn))
        },
      },
      migrations,
      seeders,
      schemaGeneration: { enabled: false },
    },
  },
})

export default dbConfig

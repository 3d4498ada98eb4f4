/*
 * SQL tap for bin/bench: preloaded into a server process (`node --import ./bench/sql_tap.mjs …`),
 * it appends every statement the database drivers run — SQL text, bindings as the driver got
 * them, and whether rows were read — as JSON lines to $BENCH_SQL_LOG. bin/bench requests each
 * page once through a tapped server, so the raw node:http baseline can run exactly the same
 * statements. Only the drivers are patched (better-sqlite3 statements, pg Client#query); the app
 * is not changed. Never loaded in production.
 */
import { appendFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const LOG = process.env.BENCH_SQL_LOG
const ROOT = process.env.BENCH_APP_ROOT || process.cwd()
const load = createRequire(join(ROOT, 'package.json'))

function record(entry) {
  if (!LOG) return
  appendFileSync(LOG, JSON.stringify(entry) + '\n')
}

const plain = (value) => (value instanceof Date ? value.toISOString() : Buffer.isBuffer(value) ? value.toString() : value)

try {
  const Database = load('better-sqlite3')
  const prepare = Database.prototype.prepare
  let patched = false
  Database.prototype.prepare = function (sql, ...rest) {
    const statement = prepare.call(this, sql, ...rest)
    if (!patched) {
      patched = true
      const proto = Object.getPrototypeOf(statement)
      for (const method of ['all', 'get', 'run', 'iterate']) {
        const original = proto[method]
        proto[method] = function (...args) {
          const bindings = args.length === 1 && Array.isArray(args[0]) ? args[0] : args
          record({ driver: 'sqlite', method, reader: this.reader, sql: this.source, bindings: bindings.map(plain) })
          return original.apply(this, args)
        }
      }
    }
    return statement
  }
} catch {
  // better-sqlite3 is not installed here: nothing to tap.
}

try {
  const pg = load('pg')
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text
    const bindings = Array.isArray(values) ? values : Array.isArray(config?.values) ? config.values : []
    if (text) record({ driver: 'pg', method: 'query', reader: /^\s*(select|with)\b/i.test(text), sql: text, bindings: bindings.map(plain) })
    return query.call(this, config, values, callback)
  }
} catch {
  // pg is not installed here: nothing to tap.
}

/*
 * The raw baseline for bin/bench: a node:http server with no framework that runs, for each page,
 * exactly the SQL statements the real page ran (captured by bench/sql_tap.mjs: same text, same
 * bindings, same order, reads and writes alike) straight through the driver, with the app's own
 * connection setup taken from the build — better-sqlite3 set up by setUpSqliteConnection
 * (pragmas, statement cache), or a pg pool of the app's size set up by setUpPgConnection (named
 * statements, generic plans) — and answers with the rows as JSON (or the JSON inside a minimal
 * HTML shell), padded to the byte size of the real response.
 *
 *   BENCH_QUERIES=queries.json PORT=3481 node bench/baseline_server.mjs
 *   queries.json: { "pages": { "<name>": { "statements": [...], "bytes": { "json": n, "html": n } } } }
 *   GET /<name>.json  and  GET /<name>.html (a JSON endpoint's page, "api": true, answers plain JSON)
 * Database settings come from the same variables as the app (DB_CONNECTION, SQLITE_FILE, DB_*).
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const appRoot = process.env.BENCH_APP_ROOT || process.cwd()
const load = createRequire(join(appRoot, 'package.json'))
const { pages } = JSON.parse(readFileSync(process.env.BENCH_QUERIES, 'utf8'))
const port = Number(process.env.PORT || 3481)

async function openDatabase() {
  if ((process.env.DB_CONNECTION || 'sqlite') === 'pg') {
    const pg = load('pg')
    const pool = new pg.Pool({
      host: process.env.DB_HOST || '127.0.0.1',
      port: Number(process.env.DB_PORT || 5432),
      user: process.env.DB_USER || 'postgres',
      password: process.env.DB_PASSWORD || '',
      database: process.env.DB_DATABASE || 'peerhaven',
      max: 10,
    })
    // The app's own connection setup (named, reused statements), from the build.
    const { setUpPgConnection } = await import(pathToFileURL(join(appRoot, 'app/support/database/pg_connection.js')).href)
    // pg runs a client's queries in order: the setup's SET goes before any page statement.
    pool.on('connect', (client) => void setUpPgConnection(client))
    return async (statement) => (await pool.query(statement.sql, statement.bindings)).rows
  }
  const Database = load('better-sqlite3')
  // The app's own connection setup (pragmas and prepared statement cache), from the build.
  const { setUpSqliteConnection } = await import(pathToFileURL(join(appRoot, 'app/support/database/sqlite_connection.js')).href)
  const db = setUpSqliteConnection(new Database(process.env.SQLITE_FILE))
  return async (statement) => {
    const prepared = db.prepare(statement.sql)
    return prepared.reader ? prepared.all(statement.bindings) : prepared.run(statement.bindings)
  }
}

const run = await openDatabase()

function pad(text, bytes) {
  const missing = bytes - Buffer.byteLength(text)
  return missing > 0 ? text + ' '.repeat(missing) : text
}

createServer(async (request, response) => {
  if (request.url === '/health') {
    response.writeHead(200).end('ok')
    return
  }
  const match = /^\/([a-z0-9_-]+)\.(json|html)$/.exec(request.url ?? '')
  const page = match && pages[match[1]]
  if (!page) {
    response.writeHead(404).end()
    return
  }
  try {
    const results = []
    for (const statement of page.statements) results.push(await run(statement))
    const json = JSON.stringify({ component: match[1], props: { results } })
    if (match[2] === 'json') {
      const inertia = page.api ? {} : { 'x-inertia': 'true', 'vary': 'X-Inertia' }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...inertia })
      response.end(pad(json, page.bytes.json))
    } else {
      const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Peerhaven</title></head><body><div id="app"></div><script data-page="app" type="application/json">${json.replace(/</g, '\\u003c')}</script></body></html>`
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(pad(html, page.bytes.html))
    }
  } catch (error) {
    response.writeHead(500).end(String(error))
  }
}).listen(port, '127.0.0.1')

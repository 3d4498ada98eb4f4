/*
 * bin/bench helper: prints the id of the session page to load — an upcoming, not canceled session
 * of a public world with the most registrations (the heaviest ordinary session page).
 * Database settings from the app's variables (DB_CONNECTION, SQLITE_FILE, DB_*).
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'

const load = createRequire(join(process.env.BENCH_APP_ROOT || process.cwd(), 'package.json'))
const when = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ')
const sql = `SELECT s.id FROM tutoring_sessions s JOIN worlds w ON w.id = s.world_id
  WHERE w.visibility = 'public' AND s.deleted_at IS NULL AND s.canceled_at IS NULL AND s.start_date > $1
  ORDER BY s.seats_taken DESC, s.start_date ASC, s.id ASC LIMIT 1`
let id
if ((process.env.DB_CONNECTION || 'sqlite') === 'pg') {
  const pg = load('pg')
  const client = new pg.Client({
    host: process.env.DB_HOST || '127.0.0.1',
    port: Number(process.env.DB_PORT || 5432),
    user: process.env.DB_USER || 'postgres',
    password: process.env.DB_PASSWORD || '',
    database: process.env.DB_DATABASE || 'peerhaven',
  })
  await client.connect()
  id = (await client.query(sql, [when])).rows[0]?.id
  await client.end()
} else {
  const Database = load('better-sqlite3')
  const db = new Database(process.env.SQLITE_FILE, { readonly: true })
  id = db.prepare(sql.replace('$1', '?')).get(when)?.id
  db.close()
}
if (!id) throw new Error('no upcoming session to load: is the database seeded?')
process.stdout.write(String(id))

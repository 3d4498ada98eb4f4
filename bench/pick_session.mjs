/*
 * bin/bench helper: prints the id of the session page to load — an upcoming, not canceled session
 * of a public world with the most registrations (the heaviest ordinary session page). With the
 * argument `channel`, prints the path of the channel page to load instead: the public channel of a
 * public world with the most posts (`/w/<slug>/c/<id>`). With `prompt-learner`, prints the
 * username of the bench learner to sign in for the feedback prompt page: one with a session
 * feedback pending (feedback module's rule, spec 001 §5.3: started 10+ minutes ago, ended within
 * 14 days, registered, not snoozed, none given) and, among those, the most feedback given.
 * Database settings from the app's variables (DB_CONNECTION, SQLITE_FILE, DB_*).
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'

const load = createRequire(join(process.env.BENCH_APP_ROOT || process.cwd(), 'package.json'))
const when = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ')
const sql = `SELECT s.id FROM tutoring_sessions s JOIN worlds w ON w.id = s.world_id
  WHERE w.visibility = 'public' AND s.deleted_at IS NULL AND s.canceled_at IS NULL AND s.start_date > $1
  ORDER BY s.seats_taken DESC, s.start_date ASC, s.id ASC LIMIT 1`
const channelSql = `SELECT w.slug, c.id FROM channels c JOIN worlds w ON w.id = c.world_id
  WHERE w.visibility = 'public' AND w.deleted_at IS NULL AND c.visibility = 'public' AND c.archived_at IS NULL AND c.id > $1
  ORDER BY (SELECT COUNT(*) FROM posts p WHERE p.channel_id = c.id AND p.parent_post_id IS NULL) DESC, c.id ASC LIMIT 1`
const minutesAgo = (minutes) => new Date(Date.now() - minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ')
const learnerSql = `SELECT u.username AS username FROM session_registrations r
  JOIN tutoring_sessions s ON s.id = r.session_id JOIN users u ON u.id = r.user_id
  WHERE u.username LIKE 'bench_u%' AND r.deleted_at IS NULL AND r.excused_absence_source IS NULL AND r.snooze_feedback_until IS NULL
    AND s.deleted_at IS NULL AND s.canceled_at IS NULL AND s.start_date <= $1 AND s.end_date >= '${minutesAgo(14 * 24 * 60 - 60)}'
    AND NOT EXISTS (SELECT 1 FROM session_feedback f WHERE f.session_id = r.session_id AND f.user_id = r.user_id)
  ORDER BY (SELECT COUNT(*) FROM session_feedback f WHERE f.user_id = r.user_id) DESC, r.user_id ASC LIMIT 1`
const mode = process.argv[2] ?? 'session'
const wantsChannel = mode === 'channel'
const query = wantsChannel ? channelSql : mode === 'prompt-learner' ? learnerSql : sql
const parameter = wantsChannel ? 0 : mode === 'prompt-learner' ? minutesAgo(60) : when
let row
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
  row = (await client.query(query, [parameter])).rows[0]
  await client.end()
} else {
  const Database = load('better-sqlite3')
  const db = new Database(process.env.SQLITE_FILE, { readonly: true })
  row = db.prepare(query.replace('$1', '?')).get(parameter)
  db.close()
}
if (!row) throw new Error(`no ${mode === 'session' ? 'upcoming session' : mode} to load: is the database seeded (and the dataset generated)?`)
process.stdout.write(wantsChannel ? `/w/${row.slug}/c/${row.id}` : mode === 'prompt-learner' ? row.username : String(row.id))

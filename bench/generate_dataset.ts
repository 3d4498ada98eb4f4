/*
 * Benchmark dataset generator: 100k users, 100k sessions, 1M registrations, 1M posts, 1M session
 * feedback rows, and the demo learner's inbox and bell, in minutes.
 *
 *   SQLITE_FILE=tmp/bench.sqlite3 node --import=@poppinss/ts-exec bench/generate_dataset.ts
 *   DB_CONNECTION=pg DB_HOST=… DB_PORT=… DB_USER=… DB_DATABASE=… node --import=@poppinss/ts-exec bench/generate_dataset.ts
 *   options: --users N --sessions N --registrations N --posts N --feedback N --messages N
 *   --notifications N (or --scale 0.1 for a tenth of each; the demo learner's 50 conversations stay 50)
 *
 * Needs a migrated and seeded database (`node ace migration:run && node ace db:seed`): the
 * worlds and topics come from the seeders. Writes straight to the real schema with the drivers
 * (better-sqlite3 or pg): multi-row INSERTs with explicit ids, one transaction per table.
 *   users                  learners 13-17 (70 %), adults (25 %), tutors (5 %, adults); all
 *                          verified, onboarded, with the same scrypt hash of "bench-pass"
 *                          (computed once); roles approved (+ tutor)
 *   tutoring_sessions      spread over ±60 days around now in the public worlds, on their
 *                          course's topics, 10-20 seats, 2 % canceled; one main host row each
 *   session_registrations  learners, distinct per session, never more than the seats;
 *                          seats_taken = the session's registrations
 *   posts                  a quarter top-level posts spread over the public worlds' public
 *                          channels (newest a few minutes ago, one every ~30 s before), each
 *                          with 3 comments: one INSERT … SELECT over a recursive sequence each
 *                          (set-based SQL, no rows built in JavaScript)
 *   session_feedback       learners' feedback on the sessions they registered for that started
 *                          over 2 hours ago: 9 registrations in 10 of the sessions above (the
 *                          10th is left pending, so learners have feedback prompts), and every
 *                          registration of older, full "history" sessions (61-425 days ago, added
 *                          with their hosts and registrations as many as needed) until there are
 *                          FEEDBACK rows; one INSERT … SELECT. No attendance rows (session_attendee).
 *   demo learner           (demo_learner, from the seeder) 50 direct conversations with bench
 *                          learners, MESSAGES messages dealt over them (both writing in turn, the
 *                          last 0-4 of each unread); NOTIFICATIONS notifications ('tutor.session.
 *                          created', one every 10 minutes back from now, 1 % scheduled in the
 *                          future, 5 % with the in-app switch off), none viewed yet: the bell counts
 *                          nearly all of them
 * Refuses to run twice on the same database (it looks for its users). Prints the time taken.
 */
import { performance } from 'node:perf_hooks'
import { DateTime } from 'luxon'
import { Scrypt } from '@adonisjs/hash/drivers/scrypt'

type Value = string | number | boolean | null
type Row = Value[]

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : Number(args[index + 1])
}
const scale = option('scale') ?? Number(process.env.BENCH_SCALE ?? 1)
const USERS = Math.round(option('users') ?? 100_000 * scale)
const SESSIONS = Math.round(option('sessions') ?? 100_000 * scale)
const REGISTRATIONS = Math.round(option('registrations') ?? 1_000_000 * scale)
const POSTS = Math.round(option('posts') ?? 1_000_000 * scale)
const FEEDBACK = Math.round(option('feedback') ?? 1_000_000 * scale)
const MESSAGES = Math.round(option('messages') ?? 10_000 * scale)
const NOTIFICATIONS = Math.round(option('notifications') ?? 10_000 * scale)
const CONVERSATIONS = 50
const COMMENTS_PER_POST = 3
const PASSWORD = 'bench-pass'
const USER_PREFIX = 'bench_u'

/* A deterministic generator (mulberry32): the same dataset every run. */
let state = 20_261_122
function random() {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]

/* The two drivers behind one small interface. */
interface Target {
  kind: 'sqlite' | 'pg'
  all(sql: string, params?: Value[]): Promise<any[]>
  exec(sql: string, params?: Value[]): Promise<void>
  /** Largest number of bound parameters in one statement. */
  maxParams: number
  placeholders(rows: number, columns: number): string
  close(): Promise<void>
}

async function openTarget(): Promise<Target> {
  if ((process.env.DB_CONNECTION ?? 'sqlite') === 'pg') {
    // Untyped on purpose (no @types/pg in the project): a variable specifier.
    const driver = 'pg'
    const { default: pg } = await import(driver)
    const client = new pg.Client({
      host: process.env.DB_HOST ?? '127.0.0.1',
      port: Number(process.env.DB_PORT ?? 5432),
      user: process.env.DB_USER ?? 'postgres',
      password: process.env.DB_PASSWORD ?? '',
      database: process.env.DB_DATABASE ?? 'peerhaven',
    })
    await client.connect()
    // Queries below are written with `?`; PostgreSQL numbers its parameters.
    const numbered = (sql: string) => {
      let n = 0
      return sql.replace(/\?/g, () => `$${++n}`)
    }
    return {
      kind: 'pg',
      all: async (sql, params = []) => {
        const result = await client.query(params.length > 0 ? numbered(sql) : sql, params)
        return result.rows
      },
      exec: async (sql, params = []) => {
        await client.query(sql, params)
      },
      maxParams: 16_000,
      placeholders(rows, columns) {
        const out: string[] = []
        let n = 0
        for (let r = 0; r < rows; r++) {
          const cells: string[] = []
          for (let c = 0; c < columns; c++) cells.push(`$${++n}`)
          out.push(`(${cells.join(',')})`)
        }
        return out.join(',')
      },
      close: () => client.end(),
    }
  }
  const { default: Database } = await import('better-sqlite3')
  const file = process.env.SQLITE_FILE ?? 'tmp/db.sqlite3'
  const database = new Database(file)
  database.pragma('journal_mode = WAL')
  database.pragma('foreign_keys = ON')
  database.pragma('synchronous = OFF')
  database.pragma('cache_size = -200000')
  const statements = new Map<string, any>()
  const prepared = (sql: string) => {
    let statement = statements.get(sql)
    if (!statement) statements.set(sql, (statement = database.prepare(sql)))
    return statement
  }
  const bind = (params: Value[]) => params.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value))
  return {
    kind: 'sqlite',
    all: async (sql, params = []) => prepared(sql).all(bind(params)),
    exec: async (sql, params = []) => {
      if (params.length === 0 && !/\?/.test(sql)) database.exec(sql)
      else prepared(sql).run(bind(params))
    },
    maxParams: 30_000,
    placeholders: (rows, columns) => Array.from({ length: rows }, () => `(${Array(columns).fill('?').join(',')})`).join(','),
    close: async () => {
      database.pragma('synchronous = NORMAL')
      database.close()
    },
  }
}

/** Multi-row INSERTs of `rows` (produced lazily), in one transaction. */
async function insertAll(db: Target, table: string, columns: string[], rows: Iterable<Row>) {
  const perStatement = Math.max(1, Math.floor(db.maxParams / columns.length))
  const head = `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(',')}) VALUES `
  let batch: Value[] = []
  let count = 0
  let inBatch = 0
  const flush = async () => {
    if (inBatch === 0) return
    await db.exec(head + db.placeholders(inBatch, columns.length), batch)
    batch = []
    inBatch = 0
  }
  await db.exec('BEGIN')
  for (const row of rows) {
    batch.push(...row)
    inBatch += 1
    count += 1
    if (inBatch === perStatement) await flush()
  }
  await flush()
  await db.exec('COMMIT')
  return count
}

/* Instants as UTC 'yyyy-MM-dd HH:mm:ss' text (how Lucid stores them), from epoch milliseconds: fast. */
const sqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
const sqlDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const YEAR = 365.25 * DAY

async function main() {
  const started = performance.now()
  const db = await openTarget()
  const lap = (label: string, since: number) => console.log(`  ${label}: ${((performance.now() - since) / 1000).toFixed(1)} s`)

  const existing = await db.all(`SELECT COUNT(*) AS n FROM users WHERE username LIKE '${USER_PREFIX}%'`)
  if (Number(existing[0].n) > 0) {
    console.log(`The benchmark dataset is already there (${existing[0].n} ${USER_PREFIX}* users); nothing to do.`)
    await db.close()
    return
  }
  const worlds = await db.all(
    "SELECT id, course_id FROM worlds WHERE deleted_at IS NULL AND visibility = 'public' ORDER BY position, id"
  )
  const topics = await db.all('SELECT id, course_id, name FROM topics WHERE deleted_at IS NULL AND active = ? ORDER BY id', [true])
  if (worlds.length === 0 || topics.length === 0) throw new Error('No worlds or topics: run `node ace db:seed` first.')
  const topicsByCourse = new Map<number, any[]>()
  for (const topic of topics) topicsByCourse.set(Number(topic.course_id), [...(topicsByCourse.get(Number(topic.course_id)) ?? []), topic])
  const topicPool = (world: any) => topicsByCourse.get(Number(world.course_id)) ?? topics

  const maxId = async (table: string) => {
    const [row] = await db.all(`SELECT COALESCE(MAX(id), 0) AS m FROM ${table}`)
    return Number(row.m)
  }
  const now = DateTime.utc().startOf('minute').toMillis()
  const nowText = sqlTime(now)
  console.log(`Generating ${USERS} users, ${SESSIONS} sessions, ${REGISTRATIONS} registrations, ${POSTS} posts, ${FEEDBACK} feedback, ${MESSAGES} messages, ${NOTIFICATIONS} notifications on ${db.kind}…`)

  // --- users (one scrypt hash, computed once, same parameters as config/hash.ts) -----------
  let t = performance.now()
  const hashed = await new Scrypt({ cost: 16384, blockSize: 8, parallelization: 1, maxMemory: 33554432 }).make(PASSWORD)
  const firstUser = (await maxId('users')) + 1
  const tutors: number[] = []
  const learners: number[] = []
  const adultBirth = (i: number) => sqlDate(now - (18 + (i % 12)) * YEAR - (30 + (i % 300)) * DAY)
  const teenBirth = (i: number) => sqlDate(now - (13 + (i % 5)) * YEAR - (30 + (i % 300)) * DAY)
  const onboarding = JSON.stringify({ joinReason: 'tutoring', educationType: 'school', schoolExperience: null, zipcode: null })
  function* users(): Generator<Row> {
    for (let i = 0; i < USERS; i++) {
      const id = firstUser + i
      const roll = random()
      const tutor = roll < 0.05
      const adult = tutor || roll > 0.75
      if (tutor) tutors.push(id)
      else learners.push(id)
      yield [id, `${USER_PREFIX}${id}@bench.peerhaven.local`, nowText, `${USER_PREFIX}${id}`, `Bench ${tutor ? 'Tutor' : 'Learner'} ${id}`, hashed,
        adult ? adultBirth(i) : teenBirth(i), 'America/New_York', 'US', '["en"]', onboarding, nowText, '[]', '{}', nowText, nowText]
    }
  }
  await insertAll(db, 'users',
    ['id', 'email', 'email_verified_at', 'username', 'name', 'password', 'date_of_birth', 'timezone', 'country', 'languages', 'onboarding_details', 'onboarded_at', 'suspension_actions', 'notification_settings', 'created_at', 'updated_at'],
    users())
  if (tutors.length === 0) tutors.push(firstUser)
  const firstRole = (await maxId('user_roles')) + 1
  function* roles(): Generator<Row> {
    let id = firstRole
    for (let i = 0; i < USERS; i++) yield [id++, firstUser + i, 'approved', 'bench', nowText, nowText]
    for (const userId of tutors) yield [id++, userId, 'tutor', 'bench', nowText, nowText]
  }
  await insertAll(db, 'user_roles', ['id', 'user_id', 'role', 'assigned_source', 'created_at', 'updated_at'], roles())
  lap(`users and roles (${tutors.length} tutors)`, t)

  // --- sessions and their main hosts -------------------------------------------------------
  t = performance.now()
  const firstSession = (await maxId('tutoring_sessions')) + 1
  // Plain arrays: the history sessions (for the feedback rows) are appended after the SESSIONS.
  const capacity: number[] = []
  const canceled: number[] = []
  const hosts: number[] = []
  const starts: number[] = []
  for (let i = 0; i < SESSIONS; i++) {
    capacity[i] = int(10, 20)
    canceled[i] = random() < 0.02 ? 1 : 0
    hosts[i] = pick(tutors)
    starts[i] = now + Math.round(((random() * 2 - 1) * 60 * 24 * 60) / 15) * 15 * MINUTE
  }
  // Registrations per session: about REGISTRATIONS / SESSIONS each, never above the seats.
  const taken: number[] = Array(SESSIONS).fill(0)
  const mean = REGISTRATIONS / Math.max(1, SESSIONS)
  let total = 0
  for (let i = 0; i < SESSIONS; i++) {
    taken[i] = Math.min(capacity[i], Math.max(0, Math.round(mean * (0.5 + random()))))
    total += taken[i]
  }
  for (let guard = 0; total !== REGISTRATIONS && guard < 50 * SESSIONS; guard++) {
    const i = int(0, SESSIONS - 1)
    if (total < REGISTRATIONS && taken[i] < capacity[i]) {
      taken[i] += 1
      total += 1
    } else if (total > REGISTRATIONS && taken[i] > 0) {
      taken[i] -= 1
      total -= 1
    }
  }
  // Feedback (the INSERT … SELECT of generateFeedback repeats this rule): every registration of a
  // session started over 2 hours ago and not canceled, except ids ending in 0 (left pending).
  const feedbackBefore = now - 2 * 60 * MINUTE
  const firstRegistration = (await maxId('session_registrations')) + 1
  let covered = 0
  for (let i = 0, id = firstRegistration; i < SESSIONS; id += taken[i], i++) {
    if (canceled[i] || starts[i] > feedbackBefore) continue
    for (let k = 0; k < taken[i]; k++) if ((id + k) % 10 !== 0) covered += 1
  }
  const firstHistory = firstSession + SESSIONS
  for (let i = SESSIONS; covered < FEEDBACK; i++) {
    capacity[i] = int(10, 20)
    canceled[i] = 0
    hosts[i] = pick(tutors)
    starts[i] = now - int(61, 425) * DAY - int(0, 47) * 30 * MINUTE
    taken[i] = capacity[i]
    covered += taken[i]
  }
  const ALL_SESSIONS = starts.length
  const forms = ['practice session', 'office hours', 'crash course', 'worked examples', 'study hall', 'review and Q&A']
  function* sessions(): Generator<Row> {
    for (let i = 0; i < ALL_SESSIONS; i++) {
      const world = pick(worlds)
      const topic = pick(topicPool(world))
      const start = starts[i]
      const end = start + pick([45, 60, 60, 75, 90]) * MINUTE
      yield [firstSession + i, hosts[i], Number(world.id), Number(topic.id), `${topic.name}: ${pick(forms)}`.slice(0, 200),
        'We work through problems together. Bring your questions.', capacity[i], taken[i], random() < 0.1 ? '["en","es"]' : '["en"]',
        sqlTime(start), sqlTime(end), `https://meet.jit.si/peerhaven-bench-${firstSession + i}`, false, random() < 0.3, 'standard',
        canceled[i] ? sqlTime(start - DAY) : null, sqlTime(start - 10 * DAY), sqlTime(start - 10 * DAY)]
    }
  }
  await insertAll(db, 'tutoring_sessions',
    ['id', 'user_id', 'world_id', 'topic_id', 'title', 'description', 'max_learners', 'seats_taken', 'languages', 'start_date', 'end_date', 'meeting_url', 'attempted_hosting', 'allow_cohosts', 'attendance_policy', 'canceled_at', 'created_at', 'updated_at'],
    sessions())
  const firstHost = (await maxId('session_hosts')) + 1
  function* sessionHosts(): Generator<Row> {
    for (let i = 0; i < ALL_SESSIONS; i++) {
      const at = sqlTime(starts[i] - 10 * DAY)
      yield [firstHost + i, hosts[i], firstSession + i, 'main', false, 0, at, at, at]
    }
  }
  await insertAll(db, 'session_hosts', ['id', 'user_id', 'session_id', 'role', 'attempted_hosting', 'tutoring_seconds', 'approved_at', 'created_at', 'updated_at'], sessionHosts())
  lap(`sessions and hosts (${SESSIONS} + ${ALL_SESSIONS - SESSIONS} history sessions for the feedback)`, t)

  // --- registrations: consecutive learners from a random offset (distinct within a session) --
  t = performance.now()
  function* registrations(): Generator<Row> {
    let id = firstRegistration
    for (let i = 0; i < ALL_SESSIONS; i++) {
      if (taken[i] === 0) continue
      const offset = int(0, learners.length - 1)
      const at = sqlTime(starts[i] - int(1, 9) * DAY)
      for (let k = 0; k < taken[i]; k++) {
        yield [id++, firstSession + i, learners[(offset + k) % learners.length], 'standard', '{}', false, at, at]
      }
    }
  }
  const inserted = await insertAll(db, 'session_registrations',
    ['id', 'session_id', 'user_id', 'type', 'details', 'attempted_joining', 'created_at', 'updated_at'], registrations())
  lap(`registrations (${inserted})`, t)

  // --- posts and comments (community): set-based INSERT … SELECT -------------------------------
  t = performance.now()
  const postCount = await generatePosts(db, { firstUser, users: USERS, now })
  lap(`posts and comments (${postCount})`, t)

  // --- session feedback (set-based) and the demo learner's conversations and notifications ----
  t = performance.now()
  const feedbackCount = await generateFeedback(db, { firstRegistration, firstHistory, feedbackBefore })
  lap(`session feedback (${feedbackCount})`, t)
  t = performance.now()
  const demo = await generateDemoInbox(db, { learners, now })
  if (demo) lap(`demo learner: ${demo.conversations} conversations, ${demo.messages} messages, ${demo.notifications} notifications`, t)
  else console.log('  demo learner: no demo_learner user (seed first), no conversations or notifications')

  // --- sequences (PostgreSQL) and planner statistics ------------------------------------------
  t = performance.now()
  if (db.kind === 'pg') {
    for (const table of ['users', 'user_roles', 'tutoring_sessions', 'session_hosts', 'session_registrations', 'posts', 'session_feedback', 'conversations', 'conversation_users', 'messages', 'notifications']) {
      await db.exec(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`)
    }
  }
  await db.exec('ANALYZE')
  lap('analyze', t)
  await db.close()
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${USERS} users, ${ALL_SESSIONS} sessions, ${inserted} registrations, ${postCount} posts, ${feedbackCount} feedback.`)
}

/**
 * POSTS rows in `posts`: POSTS / 4 top-level posts dealt round-robin over the public channels of
 * the public worlds (seeded by community's channel seeder), authors spread over the bench users,
 * each with COMMENTS_PER_POST comments a minute apart. Two statements, the database does the rest.
 */
async function generatePosts(db: Target, { firstUser, users, now }: { firstUser: number; users: number; now: number }) {
  const topLevel = Math.floor(POSTS / (1 + COMMENTS_PER_POST))
  if (topLevel === 0) return 0
  const channels = await db.all(
    `SELECT c.id FROM channels c JOIN worlds w ON w.id = c.world_id
      WHERE c.visibility = 'public' AND c.archived_at IS NULL AND w.visibility = 'public' AND w.deleted_at IS NULL ORDER BY c.id`
  )
  if (channels.length === 0) throw new Error('No channels: run `node ace db:seed` first (community seeds them).')
  const [first] = await db.all('SELECT COALESCE(MAX(id), 0) AS m FROM posts')
  const firstPost = Number(first.m) + 1
  const sequence = `seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${topLevel - 1})`
  const channelOf = `(SELECT c.id, c.world_id, ROW_NUMBER() OVER (ORDER BY c.id) - 1 AS slot FROM channels c JOIN worlds w ON w.id = c.world_id
      WHERE c.visibility = 'public' AND c.archived_at IS NULL AND w.visibility = 'public' AND w.deleted_at IS NULL)`
  // Newest first: post n was written 30 s × n before now (about 3 months for 250k posts).
  const base = sqlTime(now - 5 * MINUTE)
  const ago = (seconds: string) => (db.kind === 'pg' ? `(CAST('${base}' AS timestamp) - (${seconds}) * INTERVAL '1 second')` : `datetime(CAST(strftime('%s', '${base}') AS INTEGER) - (${seconds}), 'unixepoch')`)
  const body = (label: string) =>
    `'{"serialization_method":"slate_json_v1","content":[{"type":"paragraph","children":[{"text":"${label} ' || n || '"}]}]}'`
  await db.exec('BEGIN')
  await db.exec(
    `WITH RECURSIVE ${sequence}
     INSERT INTO posts (id, type, world_id, channel_id, user_id, body, excerpt, status, attachment_urls, payload, comment_count, created_at, updated_at)
     SELECT ${firstPost} + n, 'user-post', ch.world_id, ch.id, ${firstUser} + ((n * 7919) % ${users}),
       ${body('Bench question')}, 'Bench question ' || n, 'published', '[]', '{}', ${COMMENTS_PER_POST}, ${ago('n * 30')}, ${ago('n * 30')}
     FROM seq JOIN ${channelOf} ch ON ch.slot = n % ${channels.length}`
  )
  const firstComment = firstPost + topLevel
  await db.exec(
    `WITH RECURSIVE ${sequence}, ks(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM ks WHERE k < ${COMMENTS_PER_POST})
     INSERT INTO posts (id, type, world_id, channel_id, parent_post_id, user_id, body, excerpt, status, attachment_urls, payload, comment_count, created_at, updated_at)
     SELECT ${firstComment} + n * ${COMMENTS_PER_POST} + k - 1, 'comment', ch.world_id, ch.id, ${firstPost} + n, ${firstUser} + ((n * 104729 + k * 15485863) % ${users}),
       ${body('Bench answer')}, 'Bench answer ' || n, 'published', '[]', '{}', 0, ${ago(`n * 30 - k * 6`)}, ${ago(`n * 30 - k * 6`)}
     FROM seq CROSS JOIN ks JOIN ${channelOf} ch ON ch.slot = n % ${channels.length}`
  )
  await db.exec('COMMIT')
  return topLevel * (1 + COMMENTS_PER_POST)
}

/**
 * FEEDBACK rows in `session_feedback` (feedback module's 0560): one INSERT … SELECT over the bench
 * registrations, the rule main() counted with (started before `feedbackBefore`, not canceled, and
 * for the SESSIONS part only registration ids not ending in 0). Ratings about 60 % super helpful,
 * 30 % helpful, 10 % not helpful with tags of the fitting list, a comment on a third, an NPS on a
 * quarter; given an hour after the session's end.
 */
async function generateFeedback(db: Target, { firstRegistration, firstHistory, feedbackBefore }: { firstRegistration: number; firstHistory: number; feedbackBefore: number }) {
  if (FEEDBACK === 0) return 0
  const [before] = await db.all('SELECT COUNT(*) AS n FROM session_feedback')
  const hourAfter = db.kind === 'pg' ? `s.end_date + INTERVAL '1 hour'` : `datetime(s.end_date, '+1 hour')`
  await db.exec('BEGIN')
  await db.exec(
    `INSERT INTO session_feedback (session_id, user_id, type, rating, rating_tags, comment, internal_comment, nps, created_at)
     SELECT r.session_id, r.user_id, 'tutor',
       CASE WHEN (r.id * 7) % 10 < 6 THEN 'super-helpful' WHEN (r.id * 7) % 10 < 9 THEN 'helpful' ELSE 'not-helpful' END,
       CASE WHEN (r.id * 7) % 10 < 9 THEN '["friendly","good-explanations"]' ELSE '["moved-too-fast"]' END,
       CASE WHEN r.id % 3 = 0 THEN 'Bench feedback ' || r.id ELSE NULL END,
       NULL,
       CASE WHEN r.id % 4 = 0 THEN r.id % 11 ELSE NULL END,
       ${hourAfter}
     FROM session_registrations r JOIN tutoring_sessions s ON s.id = r.session_id
     WHERE r.id >= ${firstRegistration} AND s.canceled_at IS NULL AND s.start_date <= '${sqlTime(feedbackBefore)}'
       AND (s.id >= ${firstHistory} OR r.id % 10 <> 0)
     ORDER BY r.id LIMIT ${FEEDBACK}`
  )
  await db.exec('COMMIT')
  const [after] = await db.all('SELECT COUNT(*) AS n FROM session_feedback')
  return Number(after.n) - Number(before.n)
}

/**
 * The demo learner's inbox and bell (issue 14's bench line): CONVERSATIONS direct conversations
 * with bench learners carrying MESSAGES messages between them, and NOTIFICATIONS notifications.
 * Rows built here (a few thousand), explicit ids, one transaction per table.
 */
async function generateDemoInbox(db: Target, { learners, now }: { learners: number[]; now: number }) {
  const [demo] = await db.all("SELECT id FROM users WHERE username = 'demo_learner'")
  if (!demo || learners.length < CONVERSATIONS) return null
  const demoId = Number(demo.id)
  const maxId = async (table: string) => {
    const [row] = await db.all(`SELECT COALESCE(MAX(id), 0) AS m FROM ${table}`)
    return Number(row.m)
  }
  const [firstConversation, firstMember, firstMessage, firstNotification] = [
    (await maxId('conversations')) + 1, (await maxId('conversation_users')) + 1, (await maxId('messages')) + 1, (await maxId('notifications')) + 1]
  const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
  const body = (text: string) => JSON.stringify({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text }] }] })

  // Message m goes to conversation m % CONVERSATIONS, one every 2 minutes back from now, the
  // demo learner and the other person in turn; the newest conversation is the one of message 0.
  const perConversation = Array.from({ length: CONVERSATIONS }, () => [] as number[])
  for (let m = 0; m < MESSAGES; m++) perConversation[m % CONVERSATIONS].push(m)
  const messageTime = (m: number) => now - (MESSAGES - 1 - m) * 2 * MINUTE - MINUTE
  const others = Array.from({ length: CONVERSATIONS }, (_, c) => learners[(c * 7919) % learners.length])
  const startedAt = (c: number) => sqlTime(now - (MESSAGES * 2 + 60 + c) * MINUTE)
  await insertAll(db, 'conversations',
    ['id', 'type', 'key', 'external_uuid', 'last_message_id', 'last_activity_at', 'created_at', 'updated_at'],
    (function* () {
      for (let c = 0; c < CONVERSATIONS; c++) {
        const [low, high] = [Math.min(demoId, others[c]), Math.max(demoId, others[c])]
        const last = perConversation[c].at(-1)
        const activity = last === undefined ? startedAt(c) : sqlTime(messageTime(last))
        yield [firstConversation + c, 'direct', `direct:${low}:${high}`, uuid(firstConversation + c), last === undefined ? null : firstMessage + last, activity, startedAt(c), activity]
      }
    })())
  await insertAll(db, 'messages',
    ['id', 'conversation_id', 'user_id', 'type', 'body', 'excerpt', 'created_at', 'updated_at'],
    (function* () {
      for (let m = 0; m < MESSAGES; m++) {
        const c = m % CONVERSATIONS
        const text = `Bench message ${m}: shall we go over the practice problems again?`
        const at = sqlTime(messageTime(m))
        yield [firstMessage + m, firstConversation + c, Math.floor(m / CONVERSATIONS) % 2 === 0 ? others[c] : demoId, 'text', body(text), text, at, at]
      }
    })())
  await insertAll(db, 'conversation_users',
    ['id', 'conversation_id', 'user_id', 'last_read_message_id', 'last_read_at', 'muted', 'created_at', 'updated_at'],
    (function* () {
      for (let c = 0; c < CONVERSATIONS; c++) {
        const list = perConversation[c]
        // The demo learner has read all but the last c % 5 messages.
        const read = list[list.length - 1 - (c % 5)]
        const lastRead = (m: number | undefined) => (m === undefined ? null : firstMessage + m)
        const readAt = (m: number | undefined) => (m === undefined ? null : sqlTime(messageTime(m)))
        yield [firstMember + 2 * c, firstConversation + c, demoId, lastRead(read), readAt(read), false, startedAt(c), startedAt(c)]
        yield [firstMember + 2 * c + 1, firstConversation + c, others[c], lastRead(list.at(-1)), readAt(list.at(-1)), c % 10 === 9, startedAt(c), startedAt(c)]
      }
    })())

  const [newest] = await db.all('SELECT MAX(id) AS m FROM tutoring_sessions')
  await insertAll(db, 'notifications',
    ['id', 'key', 'user_id', 'related_user_id', 'session_id', 'payload', 'notify_at', 'in_app', 'created_at', 'updated_at'],
    (function* () {
      for (let n = 0; n < NOTIFICATIONS; n++) {
        const sessionId = Math.max(1, Number(newest.m) - n)
        const tutor = others[n % CONVERSATIONS]
        const due = n % 100 === 50 ? now + (n + 1) * MINUTE : now - n * 10 * MINUTE
        const payload = JSON.stringify({ tutorName: `Bench Tutor ${tutor}`, title: `Bench session ${sessionId}`, href: `/session/${sessionId}` })
        yield [firstNotification + n, 'tutor.session.created', demoId, tutor, sessionId, payload, sqlTime(due), n % 20 !== 19, sqlTime(Math.min(due, now)), sqlTime(Math.min(due, now))]
      }
    })())
  return { conversations: CONVERSATIONS, messages: MESSAGES, notifications: NOTIFICATIONS }
}

await main()

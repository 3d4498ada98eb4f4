import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import logger from '@adonisjs/core/services/logger'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { User, UserRole, type Role } from '#modules/identity/index'
import { World, WorldMember, type MemberLevel } from '#modules/worlds/index'
import { CertificationRequest, Course, Topic, followTopic } from '#modules/catalog/index'
import { TutoringSession, createSession, registerForSession } from '#modules/tutoring/index'
import { SeriesTemplate, hostSeriesFromTemplate, registerForSeries } from '#modules/series/index'

/*
 * Demo activity for local and demo databases (run by MainSeeder after the worlds, the catalogue
 * and the demo accounts): ten demo tutors with certifications in their subjects, two dozen demo
 * learners, about 260 upcoming sessions over the next four weeks across the subject worlds
 * (varied days and times, 5-15 seats), registrations, three series templates with six series,
 * and a few things for the four demo accounts (sessions and a series for demo_tutor,
 * registrations and followed topics for demo_learner).
 *
 * Idempotent: once the first demo tutor hosts a session the whole step is skipped, so a second
 * `node ace db:seed` adds nothing. Deterministic (a seeded generator), fast (one password hash
 * per role, multi-row inserts for people; sessions through the tutoring context's createSession).
 */

type Person = { username: string; name: string; birth: string; timezone: string; country: string; languages: string[] }
type TutorPlan = Person & { worlds: string[]; courses: string[] }

export const DEMO_TUTOR_PASSWORD = 'tutor-demo-pass'
export const DEMO_LEARNER_PASSWORD = 'learner-demo-pass'

/** Ten volunteer tutors (all adults), each with home worlds and the courses they teach. */
export const DEMO_TUTORS: TutorPlan[] = [
  { username: 'demo_maya_okafor', name: 'Maya Okafor', birth: '2003-02-11', timezone: 'America/New_York', country: 'US', languages: ['en'], worlds: ['algebra2'], courses: ['algebra-2'] },
  { username: 'demo_daniel_kim', name: 'Daniel Kim', birth: '2001-07-30', timezone: 'America/Los_Angeles', country: 'US', languages: ['en', 'ko'], worlds: ['pre-calculus'], courses: ['pre-calculus'] },
  { username: 'demo_priya_raman', name: 'Priya Raman', birth: '2004-11-05', timezone: 'America/Chicago', country: 'US', languages: ['en', 'hi'], worlds: ['sat'], courses: ['sat-math'] },
  { username: 'demo_lucas_ferreira', name: 'Lucas Ferreira', birth: '2002-04-18', timezone: 'America/New_York', country: 'US', languages: ['en', 'pt'], worlds: ['sat'], courses: ['sat-reading-writing'] },
  { username: 'demo_amara_mensah', name: 'Amara Mensah', birth: '1999-09-23', timezone: 'Europe/London', country: 'GB', languages: ['en'], worlds: ['college-prep'], courses: ['college-admissions'] },
  { username: 'demo_jonah_weiss', name: 'Jonah Weiss', birth: '1996-01-14', timezone: 'America/Denver', country: 'US', languages: ['en'], worlds: ['enrichment'], courses: ['enrichment', 'ap-sciences'] },
  { username: 'demo_sofia_alvarez', name: 'Sofía Álvarez', birth: '2003-06-02', timezone: 'America/Mexico_City', country: 'MX', languages: ['es', 'en'], worlds: ['hub', 'enrichment'], courses: ['enrichment'] },
  { username: 'demo_hiroshi_tanaka', name: 'Hiroshi Tanaka', birth: '2000-12-09', timezone: 'America/Los_Angeles', country: 'US', languages: ['en'], worlds: ['pre-calculus', 'algebra2'], courses: ['pre-calculus', 'algebra-2'] },
  { username: 'demo_leila_haddad', name: 'Leila Haddad', birth: '1998-03-27', timezone: 'America/Toronto', country: 'CA', languages: ['en', 'fr', 'ar'], worlds: ['dialogues', 'hub'], courses: ['dialogues'] },
  { username: 'demo_ethan_brooks', name: 'Ethan Brooks', birth: '2005-08-21', timezone: 'America/Chicago', country: 'US', languages: ['en'], worlds: ['sat', 'algebra2'], courses: ['sat-math', 'algebra-2'] },
]

const LEARNER_NAMES = [
  'Aisha Bello', 'Noah Patel', 'Chloe Nguyen', 'Mateo Rossi', 'Zara Ahmed', 'Liam O’Brien', 'Ava Johnson', 'Kenji Sato',
  'Isabella Cruz', 'Omar Farouk', 'Grace Liu', 'Elijah Carter', 'Nia Thompson', 'Diego Morales', 'Hana Park', 'Samuel Osei',
  'Fatima Khan', 'Ella Schmidt', 'Jayden Lee', 'Mariam Yusuf', 'Lucía Romero', 'Arjun Mehta', 'Ruby Walsh', 'Tariq Hassan',
]
const LEARNER_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Toronto']

/** Two dozen learners aged 13 to 17. */
export const DEMO_LEARNERS: Person[] = LEARNER_NAMES.map((name, index) => ({
  username: `demo_${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(/ /g, '_')}`.slice(0, 30),
  name,
  birth: DateTime.utc().minus({ years: 13 + (index % 5), days: 40 + index * 9 }).toISODate()!,
  timezone: LEARNER_ZONES[index % LEARNER_ZONES.length],
  country: index % 7 === 6 ? 'CA' : 'US',
  languages: index % 6 === 3 ? ['es', 'en'] : ['en'],
}))

const SESSIONS_PER_TUTOR = 26
const SESSION_DAYS = 28

const TITLE_FORMS = [
  (topic: string) => `${topic}: practice session`,
  (topic: string) => `${topic} office hours`,
  (topic: string) => `Crash course: ${topic}`,
  (topic: string) => `${topic} — worked examples`,
  (topic: string) => `Study hall: ${topic}`,
  (topic: string) => `${topic} review and Q&A`,
  (topic: string) => `Getting started with ${topic}`,
]

const DESCRIPTIONS = [
  'We work through problems together, one step at a time. Bring your questions and something to write with.',
  'A relaxed small-group session: a short explanation, then practice problems in pairs and a quick recap.',
  'Come with homework you are stuck on, or pick from a set of practice questions. All levels welcome.',
  'We start from the basics and build up to exam-style questions. Cameras optional, questions encouraged.',
]

/** Series templates the demo tutors host from (plain ones, not a program's). */
const DEMO_TEMPLATES = [
  { slug: 'demo-algebra-2-foundations', title: 'Algebra 2 Foundations', world: 'algebra2', course: 'algebra-2', sessionsPerWeek: 2, weeks: 3, sessionMinutes: 60, maxLearners: 12, description: 'Six sessions on functions, polynomials and exponents, with practice sets between sessions.' },
  { slug: 'demo-sat-math-sprint', title: 'SAT Math Sprint', world: 'sat', course: 'sat-math', sessionsPerWeek: 2, weeks: 2, sessionMinutes: 75, maxLearners: 10, description: 'Four sessions of timed practice and strategy for the digital SAT math section.' },
  { slug: 'demo-trigonometry-three-weeks', title: 'Trigonometry in Three Weeks', world: 'pre-calculus', course: 'pre-calculus', sessionsPerWeek: 1, weeks: 3, sessionMinutes: 60, maxLearners: 12, description: 'The unit circle, graphs of sine and cosine, and identities, one evening a week.' },
] as const

/** Who hosts which demo series (template slug, host username). */
const DEMO_SERIES: Array<[string, string]> = [
  ['demo-algebra-2-foundations', 'demo_maya_okafor'],
  ['demo-algebra-2-foundations', 'demo_hiroshi_tanaka'],
  ['demo-sat-math-sprint', 'demo_priya_raman'],
  ['demo-sat-math-sprint', 'demo_ethan_brooks'],
  ['demo-trigonometry-three-weeks', 'demo_daniel_kim'],
  ['demo-sat-math-sprint', 'demo_tutor'],
]

/** A small deterministic generator (mulberry32), so every demo database looks the same. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  }
}

const sqlNow = () => DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')

/** Creates the people that do not exist yet (one hash per password, one multi-row insert). */
async function ensurePeople(people: Person[], password: string, roles: Role[], reason: string) {
  const existing = await User.query().whereIn('username', people.map((p) => p.username)).select('id', 'username')
  const known = new Set(existing.map((u) => u.username))
  const missing = people.filter((p) => !known.has(p.username))
  if (missing.length > 0) {
    const hashed = await hash.make(password)
    const now = sqlNow()
    await db.table('users').multiInsert(
      missing.map((p) => ({
        username: p.username,
        name: p.name,
        email: `${p.username.replace(/^demo_/, '').replace(/_/g, '.')}@demo.peerhaven.local`,
        password: hashed,
        date_of_birth: p.birth,
        timezone: p.timezone,
        country: p.country,
        languages: JSON.stringify(p.languages),
        onboarding_details: JSON.stringify({ joinReason: reason, educationType: 'school', schoolExperience: null, zipcode: null }),
        primary_interest: null,
        suspension_actions: '[]',
        notification_settings: '{}',
        email_verified_at: now,
        onboarded_at: now,
        created_at: now,
        updated_at: now,
      }))
    )
    const created = await User.query().whereIn('username', missing.map((p) => p.username)).select('id')
    await UserRole.createMany(
      created.flatMap((user) => roles.map((role) => ({ userId: user.id, role, assignerUserId: null, assignedSource: 'seed' })))
    )
  }
  const users = await User.query().whereIn('username', people.map((p) => p.username))
  return new Map(users.map((user) => [user.username, user]))
}

async function ensureMembership(userId: number, worldId: number, level: MemberLevel) {
  const row = await WorldMember.query().where('user_id', userId).where('world_id', worldId).first()
  if (!row) await WorldMember.create({ userId, worldId, level })
}

/** Active topics of each course, by course slug. */
async function topicsByCourse() {
  const courses = await Course.query()
  const slugById = new Map(courses.map((course) => [course.id, course.slug]))
  const topics = await Topic.query().where('active', true).orderBy('course_id').orderBy('weight').orderBy('id')
  const byCourse = new Map<string, Topic[]>()
  for (const topic of topics) {
    const slug = slugById.get(topic.courseId)
    if (!slug) continue
    byCourse.set(slug, [...(byCourse.get(slug) ?? []), topic])
  }
  return byCourse
}

/** The tutor's approved certifications for the topics they teach (spec 000 §6.4). */
async function certify(userId: number, topics: Topic[]) {
  const held = await CertificationRequest.query().where('user_id', userId).select('topic_id')
  const have = new Set(held.map((row) => row.topicId))
  const rows = topics
    .filter((topic) => topic.type !== 'challenge' && !have.has(topic.id))
    .map((topic) => ({ userId, topicId: topic.id, type: 'honorary' as const, approvedAt: DateTime.utc(), details: { source: 'seed' } }))
  if (rows.length > 0) await CertificationRequest.createMany(rows)
}

/** A start in the tutor's zone: weekday afternoons and evenings, weekend late mornings. */
function sessionStart(random: ReturnType<typeof generator>, zone: string, now: DateTime) {
  for (;;) {
    const day = now.setZone(zone).startOf('day').plus({ days: random.int(0, SESSION_DAYS - 1) })
    const weekend = day.weekday >= 6
    const hour = weekend ? random.int(10, 14) : random.int(15, 20)
    const start = day.set({ hour, minute: random.pick([0, 0, 15, 30, 30, 45]) })
    if (start > now.plus({ hours: 3 })) return start.toUTC()
  }
}

export type DemoActivitySummary = { skipped: boolean; sessions: number; registrations: number; series: number }

export async function seedDemoActivity(): Promise<DemoActivitySummary> {
  const marker = await User.findBy('username', DEMO_TUTORS[0].username)
  if (marker && (await TutoringSession.query().where('user_id', marker.id).first())) {
    return { skipped: true, sessions: 0, registrations: 0, series: 0 }
  }

  const random = generator(20_261_122)
  const now = DateTime.utc()
  const tutors = await ensurePeople(DEMO_TUTORS, DEMO_TUTOR_PASSWORD, ['approved', 'tutor'], 'tutor')
  const learners = await ensurePeople(DEMO_LEARNERS, DEMO_LEARNER_PASSWORD, ['approved'], 'tutoring')
  const learnerList = [...learners.values()]
  const allWorlds = await World.query()
  const worlds = new Map(allWorlds.map((world) => [world.slug, world]))
  const byCourse = await topicsByCourse()
  const summary: DemoActivitySummary = { skipped: false, sessions: 0, registrations: 0, series: 0 }

  // Learners join a few public worlds; tutors join their home worlds as tutors.
  for (const [index, learner] of learnerList.entries()) {
    for (const slug of ['hub', ['sat', 'algebra2', 'pre-calculus', 'college-prep'][index % 4]]) {
      const world = worlds.get(slug)
      if (world) await ensureMembership(learner.id, world.id, 'member')
    }
  }

  const created: Array<{ id: number; maxLearners: number }> = []
  for (const plan of DEMO_TUTORS) {
    const tutor = tutors.get(plan.username)!
    const topics = plan.courses.flatMap((course) => byCourse.get(course) ?? [])
    const homeWorlds = plan.worlds.map((slug) => worlds.get(slug)).filter((world): world is World => Boolean(world))
    if (topics.length === 0 || homeWorlds.length === 0) continue
    for (const world of homeWorlds) await ensureMembership(tutor.id, world.id, 'tutor')
    await certify(tutor.id, topics)
    const sessions = await db.transaction(async (trx) => {
      const list = []
      for (let i = 0; i < SESSIONS_PER_TUTOR; i++) {
        const topic = random.pick(topics)
        const startDate = sessionStart(random, plan.timezone, now)
        const session = await createSession(
          {
            userId: tutor.id,
            worldId: random.pick(homeWorlds).id,
            topicId: topic.id,
            title: random.pick(TITLE_FORMS)(topic.name).slice(0, 200),
            description: random.pick(DESCRIPTIONS),
            startDate,
            endDate: startDate.plus({ minutes: random.pick([45, 60, 60, 60, 75, 90]) }),
            maxLearners: random.int(5, 15),
            languages: plan.languages.length > 1 && random.next() < 0.3 ? plan.languages.slice(0, 2) : [plan.languages[0]],
            allowCohosts: random.next() < 0.4,
            attendancePolicy: random.next() < 0.15 ? 'no-late-entry' : 'standard',
          },
          trx
        )
        list.push({ id: session.id, maxLearners: session.maxLearners })
      }
      return list
    })
    created.push(...sessions)
    summary.sessions += sessions.length
  }

  // Registrations: about a third of the sessions get one to four demo learners.
  for (const session of created) {
    if (random.next() > 0.35) continue
    const count = Math.min(random.int(1, 4), session.maxLearners - 1)
    const start = random.int(0, learnerList.length - 1)
    for (let k = 0; k < count; k++) {
      const result = await registerForSession(session.id, learnerList[(start + k * 5) % learnerList.length].id)
      if (result.ok) summary.registrations += 1
    }
  }

  // The demo accounts: demo_tutor hosts a few SAT sessions; demo_learner follows two topics and
  // registers for three sessions.
  const demoTutor = await User.findBy('username', 'demo_tutor')
  const demoLearner = await User.findBy('username', 'demo_learner')
  const sat = worlds.get('sat')
  const satTopics = (byCourse.get('sat-math') ?? []).filter((topic) => topic.type === 'challenge')
  if (demoTutor && sat && satTopics.length > 0) {
    await ensureMembership(demoTutor.id, sat.id, 'tutor')
    for (let i = 0; i < 5; i++) {
      const topic = satTopics[i % satTopics.length]
      const startDate = sessionStart(random, 'America/New_York', now)
      const session = await createSession({
        userId: demoTutor.id,
        worldId: sat.id,
        topicId: topic.id,
        title: random.pick(TITLE_FORMS)(topic.name),
        description: random.pick(DESCRIPTIONS),
        startDate,
        endDate: startDate.plus({ minutes: 60 }),
        maxLearners: random.int(6, 12),
        languages: ['en'],
        allowCohosts: true,
        attendancePolicy: 'standard',
      })
      summary.sessions += 1
      if (i < 2) {
        for (const learner of learnerList.slice(i * 3, i * 3 + 3)) {
          const result = await registerForSession(session.id, learner.id)
          if (result.ok) summary.registrations += 1
        }
      }
    }
  }
  if (demoTutor && sat && satTopics.length > 0) {
    // Two sessions demo_tutor hosted last week (their dashboard's "Recent sessions").
    for (const daysAgo of [3, 6]) {
      const startDate = now.setZone('America/New_York').startOf('day').minus({ days: daysAgo }).set({ hour: 17 }).toUTC()
      const topic = satTopics[daysAgo % satTopics.length]
      await createSession({
        userId: demoTutor.id,
        worldId: sat.id,
        topicId: topic.id,
        title: random.pick(TITLE_FORMS)(topic.name),
        description: random.pick(DESCRIPTIONS),
        startDate,
        endDate: startDate.plus({ minutes: 60 }),
        maxLearners: 10,
        languages: ['en'],
        allowCohosts: false,
        attendancePolicy: 'standard',
      })
      summary.sessions += 1
    }
  }
  if (demoLearner) {
    for (const topic of satTopics.slice(0, 2)) await followTopic(demoLearner.id, topic.id)
    const open = created.filter((session) => session.maxLearners > 8).slice(0, 12)
    let registered = 0
    for (const session of open) {
      if (registered >= 3) break
      const result = await registerForSession(session.id, demoLearner.id)
      if (result.ok) {
        registered += 1
        summary.registrations += 1
      }
    }
  }

  // Series: three plain templates, six series hosted from them, a few learners in each.
  const templates = new Map<string, SeriesTemplate>()
  for (const spec of DEMO_TEMPLATES) {
    const world = worlds.get(spec.world)
    const topic = (byCourse.get(spec.course) ?? [])[0]
    if (!world || !topic) continue
    const template =
      (await SeriesTemplate.findBy('slug', spec.slug)) ??
      (await SeriesTemplate.create({
        slug: spec.slug,
        title: spec.title,
        externalDescription: spec.description,
        description: spec.description,
        curriculum: '',
        attendancePolicy: 'standard',
        scheduleType: 'weekly',
        sessionsPerWeek: spec.sessionsPerWeek,
        weeks: spec.weeks,
        sessionMinutes: spec.sessionMinutes,
        questionnaire: [],
        maxLearners: spec.maxLearners,
        allowCohosts: true,
        worldId: world.id,
        topicId: topic.id,
        active: true,
        enabled: true,
        details: { source: 'seed' },
      }))
    templates.set(spec.slug, template)
    // Series hosts need to be able to tutor the template's topic.
    for (const [slug, username] of DEMO_SERIES) {
      const host = tutors.get(username) ?? (username === 'demo_tutor' ? demoTutor : null)
      if (slug === spec.slug && host) await certify(host.id, [topic])
    }
  }
  for (const [index, [slug, username]] of DEMO_SERIES.entries()) {
    const template = templates.get(slug)
    const host = tutors.get(username) ?? (username === 'demo_tutor' ? demoTutor : null)
    if (!template || !host) continue
    const plan = DEMO_TUTORS.find((p) => p.username === username)
    const zone = plan?.timezone ?? 'America/New_York'
    const firstStart = now.setZone(zone).startOf('day').plus({ days: 3 + index * 2 }).set({ hour: 17 + (index % 3) })
    const result = await hostSeriesFromTemplate({ userId: host.id, template, firstStart, zone })
    if (!result.ok) {
      logger.warn({ slug, username, reason: result.reason }, 'demo series not hosted')
      continue
    }
    summary.series += 1
    const members = [...learnerList.slice(index * 3, index * 3 + 3), ...(index === 2 && demoLearner ? [demoLearner] : [])]
    for (const learner of members) {
      const outcome = await registerForSeries(result.seriesId, learner.id)
      if (outcome.ok) summary.registrations += 1
    }
  }
  return summary
}

/*
 * Run through MainSeeder only (it needs the worlds, the catalogue and the demo accounts first).
 * Lucid runs every file of database/seeders, so this one opts out of direct runs: an environment
 * list that matches no environment.
 */
export default class DemoActivitySeeder extends BaseSeeder {
  static environment = ['run-through-main-seeder']
  async run() {
    await seedDemoActivity()
  }
}

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { SessionHost, registerForSession } from '#modules/tutoring/index'
import { makeTutor, birthForAge } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeSession, setTimes } from '../factories.js'

/*
 * No N+1 on /explore and /session/{id}: the number of SQL queries a page issues is the same for
 * 5 and for 50 sessions / registrations / co-hosts, and at most 6 of its own (on top of the
 * frame every page pays: session store, signed-in user, roles, announcement banner — measured
 * on a not-found page by the same viewer). Queries are counted from Lucid's db:query events,
 * with `debug` switched on for the connection during this group.
 *
 * Background jobs (a BullMQ worker runs in the test process on Redis) could add queries while
 * a request runs, so each figure is the smallest of three requests.
 */
async function quickUsers(howMany: number, prefix: string, age = 15) {
  const stamp = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`
  const now = DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')
  await db.table('users').multiInsert(
    Array.from({ length: howMany }, (_, i) => ({
      username: `${stamp}_${i}`.slice(0, 30),
      name: `Person ${i}`,
      email: `${stamp}_${i}@example.org`,
      password: 'x',
      date_of_birth: birthForAge(age),
      timezone: 'UTC',
      languages: '["en"]',
      suspension_actions: '[]',
      notification_settings: '{}',
      onboarding_details: JSON.stringify({ joinReason: 'learning', educationType: 'school', schoolExperience: null, zipcode: null }),
      email_verified_at: now,
      onboarded_at: now,
      created_at: now,
      updated_at: now,
    }))
  )
  const rows = await db.from('users').where('username', 'like', `${stamp}_%`).select('id')
  return rows.map((r: any) => Number(r.id))
}

async function scenario(size: number) {
  const world = await makeWorld()
  const topic = await makeTopic((await makeCourse()).id, 'challenge')
  const host = await makeTutor()
  let first = 0
  for (let i = 0; i < size; i++) {
    const { session } = await makeSession({ worldId: world.id, topicId: topic.id, host, startInMinutes: 24 * 60 + i * 30, maxLearners: size + 5, allowCohosts: true })
    if (i === 0) first = session.id
  }
  const learners = await quickUsers(size, 'ql')
  for (const id of learners) {
    const result = await registerForSession(first, id)
    if (!result.ok) throw new Error(result.reason)
  }
  const cohosts = await quickUsers(size, 'qc', 30)
  for (const id of cohosts) {
    await SessionHost.create({ userId: id, sessionId: first, role: 'co-host', attemptedHosting: false, tutoringSeconds: 0, approvedAt: DateTime.utc() })
  }
  return { world, host, first, learner: learners[0] }
}

test.group('Queries per page (no N+1)', (group) => {
  const { measure } = queryCounter(group)

  test('/explore and /session/{id}: same count for 5 and 50 rows; at most 3 of their own, 6 in total', async ({ client, assert }) => {
    const figures: Record<string, number> = {}
    for (const size of [5, 50]) {
      const { world, host, first, learner } = await scenario(size)
      const { User } = await import('#modules/identity/index')
      const learnerUser = await User.findOrFail(learner)
      const frame = await measure(() => client.get('/no-such-page-for-counting').withInertia().loginAs(learnerUser))
      const frameHost = await measure(() => client.get('/no-such-page-for-counting').withInertia().loginAs(host))
      const frameVisitor = await measure(() => client.get('/no-such-page-for-counting').withInertia())
      figures[`explore(visitor) ${size}`] = (await measure(() => client.get(`/explore?world=${world.slug}`).withInertia())) - frameVisitor
      figures[`explore(learner) ${size}`] = (await measure(() => client.get(`/explore?world=${world.slug}`).withInertia().loginAs(learnerUser))) - frame
      figures[`session(learner) ${size}`] = (await measure(() => client.get(`/session/${first}`).withInertia().loginAs(learnerUser))) - frame
      figures[`session(host) ${size}`] = (await measure(() => client.get(`/session/${first}`).withInertia().loginAs(host))) - frameHost
      figures[`frame ${size}`] = frame
      figures[`frame(visitor) ${size}`] = frameVisitor
      figures[`frame(host) ${size}`] = frameHost
      const page = await client.get(`/session/${first}`).withInertia().loginAs(host)
      assert.lengthOf(page.inertiaProps.registrants, size)
      assert.lengthOf(page.inertiaProps.hosts.approved, size + 1)
    }
    console.log('tutoring query counts (own queries beyond the frame):', JSON.stringify(figures))
    const frameOf: Record<string, string> = { 'explore(visitor)': 'frame(visitor)', 'explore(learner)': 'frame', 'session(learner)': 'frame', 'session(host)': 'frame(host)' }
    for (const key of Object.keys(frameOf)) {
      assert.equal(figures[`${key} 5`], figures[`${key} 50`], `${key}: 5 vs 50`)
      assert.isAbove(figures[`${key} 50`], 0, key)
      // Own queries: count + page + filter choices (explore); session, hosts, registrants (page).
      assert.isAtMost(figures[`${key} 50`], 3, key)
      // The whole request, frame included, stays within 6.
      assert.isAtMost(figures[`${key} 50`] + figures[`${frameOf[key]} 50`], 6, `${key} in total`)
    }
  }).timeout(120_000)

  test('/session/{id} with the attendance roster (issue 11 §1): same count for 5 and 50 registrants, at most 3 of its own', async ({ client, assert }) => {
    const figures: Record<string, number> = {}
    for (const size of [5, 50]) {
      const { host, first } = await scenario(size)
      const start = DateTime.utc().minus({ hours: 2 })
      await setTimes(first, { start_date: start, end_date: start.plus({ hours: 1 }) })
      // A fifth of them opened the join link.
      const registrants = await db.from('session_registrations').where('session_id', first).select('user_id')
      await db.table('session_attendees').multiInsert(
        registrants.slice(0, size / 5).map((r: any) => ({ session_id: first, user_id: r.user_id, role: 'learner', joined_at: start.toFormat('yyyy-MM-dd HH:mm:ss'), created_at: start.toFormat('yyyy-MM-dd HH:mm:ss') }))
      )
      const frameHost = await measure(() => client.get('/no-such-page-for-counting').withInertia().loginAs(host))
      figures[`roster(host) ${size}`] = (await measure(() => client.get(`/session/${first}`).withInertia().loginAs(host))) - frameHost
      const page = await client.get(`/session/${first}`).withInertia().loginAs(host)
      assert.lengthOf(page.inertiaProps.roster.learners, size)
      assert.lengthOf(page.inertiaProps.roster.hosts, size + 1)
    }
    console.log('tutoring roster query counts (own queries beyond the frame):', JSON.stringify(figures))
    assert.equal(figures['roster(host) 5'], figures['roster(host) 50'])
    // Own queries: session, hosts (with their attendance), the roster's registrants.
    assert.isAtMost(figures['roster(host) 50'], 3)
  }).timeout(120_000)
})

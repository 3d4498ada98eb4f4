import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { registerForSession, REGISTRATION_MESSAGES } from '#modules/tutoring/index'
import { birthForAge } from '#tests/helpers/users'
import { approveInBulk, makeSession, seatsTaken, liveRegistrations } from '../factories.js'

/*
 * spec 001 §5.4: a learner can register only while max_learners > registrations + active
 * reservations. Never overbooked, under concurrency: 200 concurrent registrations (distinct
 * learners) for a 20-seat session give exactly 20, repeated, with and without an artificial
 * delay between the check and the write (bin/test runs this on SQLite and on PostgreSQL).
 */
const LEARNERS = 200
const SEATS = 20
const ROUNDS = 3

/** 200 verified, onboarded 15-year-old learners, inserted in one statement (fast). */
async function makeLearners(count: number) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const now = DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `cap_${stamp}_${i}`.slice(0, 30),
    name: `Learner ${i}`,
    email: `cap_${stamp}_${i}@example.org`,
    password: 'not-used',
    date_of_birth: birthForAge(15),
    timezone: 'UTC',
    languages: '["en"]',
    onboarding_details: JSON.stringify({ joinReason: 'learning', educationType: 'school', schoolExperience: null, zipcode: null }),
    suspension_actions: '[]',
    notification_settings: '{}',
    email_verified_at: now,
    onboarded_at: now,
    created_at: now,
    updated_at: now,
  }))
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += 50) {
    const inserted = await db.table('users').multiInsert(rows.slice(i, i + 50)).returning('id')
    ids.push(...inserted.map((r: any) => Number(typeof r === 'object' ? r.id : r)))
  }
  if (ids.length !== count) {
    // better-sqlite3 without RETURNING support in multiInsert: read them back.
    const found = await db.from('users').where('username', 'like', `cap_${stamp}_%`).select('id')
    ids.splice(0, ids.length, ...found.map((r: any) => Number(r.id)))
  }
  await approveInBulk(ids)
  return ids
}

const pause = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function round(options: { delay: boolean }) {
  const { session } = await makeSession({ maxLearners: SEATS })
  const learners = await makeLearners(LEARNERS)
  const results = await Promise.all(
    learners.map((userId) =>
      registerForSession(session.id, userId, options.delay ? { afterChecks: pause(5), afterSeatTaken: pause(3) } : {})
    )
  )
  return { session, results }
}

test.group('Capacity under concurrency (spec 001 §5.4)', () => {
  for (const delay of [false, true]) {
    test(`200 concurrent registrations for 20 seats give exactly 20 (${delay ? 'with' : 'without'} a delay between check and write)`, async ({ assert }) => {
      for (let i = 0; i < ROUNDS; i++) {
        const { session, results } = await round({ delay })
        const accepted = results.filter((r) => r.ok).length
        const refused = results.filter((r) => !r.ok)
        assert.equal(accepted, SEATS, `round ${i + 1}: accepted`)
        assert.lengthOf(refused, LEARNERS - SEATS)
        for (const r of refused) assert.equal((r as { reason: string }).reason, REGISTRATION_MESSAGES.full)
        assert.equal(await liveRegistrations(session.id), SEATS, `round ${i + 1}: registrations`)
        assert.equal(await seatsTaken(session.id), SEATS, `round ${i + 1}: seats_taken`)
      }
    }).timeout(180_000)
  }

  test('a full session refuses the next learner; a freed seat is taken again', async ({ assert }) => {
    const { session } = await makeSession({ maxLearners: 2 })
    const [a, b, c] = await makeLearners(3)
    assert.deepEqual(await registerForSession(session.id, a), { ok: true })
    assert.deepEqual(await registerForSession(session.id, b), { ok: true })
    assert.deepEqual(await registerForSession(session.id, c), { ok: false, reason: REGISTRATION_MESSAGES.full })
    const { unregisterFromSession } = await import('#modules/tutoring/index')
    assert.deepEqual(await unregisterFromSession(session.id, a), { ok: true })
    assert.equal(await seatsTaken(session.id), 1)
    assert.deepEqual(await registerForSession(session.id, c), { ok: true })
    assert.equal(await seatsTaken(session.id), 2)
    assert.equal(await liveRegistrations(session.id), 2)
  })

  test('the same learner registering twice at once gets one seat', async ({ assert }) => {
    const { session } = await makeSession({ maxLearners: 5 })
    const [a] = await makeLearners(1)
    const results = await Promise.all(Array.from({ length: 10 }, () => registerForSession(session.id, a, { afterSeatTaken: pause(2) })))
    assert.equal(results.filter((r) => r.ok).length, 1)
    assert.equal(await seatsTaken(session.id), 1)
    assert.equal(await liveRegistrations(session.id), 1)
  })
})

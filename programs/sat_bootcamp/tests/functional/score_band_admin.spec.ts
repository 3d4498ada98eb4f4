import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Role } from '#modules/identity/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { BAND_MESSAGES } from '../../score_bands.js'

/*
 * Editing score bands on the SAT console (spec 001 §3.7 sat_score_band: name, min_score,
 * max_score, math_weight, reading_weight, active; spec 000 §6.3 "SAT | collegeboard or
 * user-support:lead"). The rules are score_bands.ts "Editing bands".
 */
type Person = Awaited<ReturnType<typeof makeUser>>
const staff = (...roles: Role[]) => makeUser({ birth: birthForAge(35), roles: ['approved', ...roles] })
const bandsNow = () => db.from('sat_bootcamp_score_bands').orderBy('id')
const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Extra', minScore: 300, maxScore: 500, mathWeight: 1, readingWeight: 1, active: false, ...overrides })

/** The suite shares one database: every test puts the seeded bands back as they were. */
async function keepBands(cleanup: (fn: () => Promise<void>) => void) {
  const before = await bandsNow()
  cleanup(async () => {
    await db.from('sat_bootcamp_score_bands').whereNotIn('id', before.map((row) => row.id)).delete()
    for (const row of before) await db.from('sat_bootcamp_score_bands').where('id', row.id).update(row)
  })
  return before
}

function create(client: any, person: Person | null, payload: Record<string, unknown>) {
  const request = client.post('/admin/sat/bands').accept('json').withCsrfToken().redirects(0).json(payload)
  return person ? request.loginAs(person) : request
}

function update(client: any, person: Person | null, id: number, payload: Record<string, unknown>) {
  const request = client.put(`/admin/sat/bands/${id}`).accept('json').withCsrfToken().redirects(0).json(payload)
  return person ? request.loginAs(person) : request
}

const messagesOf = (response: { body(): any }) => JSON.stringify(response.body())

test.group('SAT console: who may edit score bands (spec 000 §6.3)', () => {
  test('collegeboard and user-support:lead may add and edit bands; learners, tutors, other staff and visitors may not, and nothing is written', async ({ client, assert, cleanup }) => {
    const before = await keepBands(cleanup)
    const building = before.find((row) => row.name === 'Building')!
    for (const allowed of [await staff('admin:basic', 'admin:collegeboard'), await staff('admin:basic', 'admin:user-support:lead')]) {
      ;(await create(client, allowed, body({ name: `By ${allowed.id}` }))).assertStatus(200)
      ;(await update(client, allowed, building.id, { name: 'Building', minScore: 410, maxScore: 500, mathWeight: 1, readingWeight: 1, active: true })).assertStatus(200)
    }
    const count = (await bandsNow()).length
    assert.equal(count, before.length + 2)
    for (const denied of [await makeLearner(), await makeTutor(), await staff('admin:basic', 'admin:key_club'), await staff('admin:collegeboard')]) {
      ;(await create(client, denied, body({ name: 'Denied' }))).assertStatus(403)
      ;(await update(client, denied, building.id, body({ name: 'Hijacked' }))).assertStatus(403)
    }
    assert.include([302, 401], (await create(client, null, body({ name: 'Visitor' }))).status())
    assert.include([302, 401], (await update(client, null, building.id, body({ name: 'Visitor' }))).status())
    const after = await bandsNow()
    assert.equal(after.length, count)
    assert.equal(after.find((row) => row.id === building.id)!.name, 'Building')
  })
})

test.group('SAT console: editing score bands', () => {
  test('bad input is refused with a clear message and changes nothing', async ({ client, assert, cleanup }) => {
    const before = await keepBands(cleanup)
    const admin = await staff('admin:basic', 'admin:collegeboard')
    const cases: Array<[Record<string, unknown>, string]> = [
      [body({ minScore: 500, maxScore: 500 }), BAND_MESSAGES.range],
      [body({ minScore: 600, maxScore: 400 }), BAND_MESSAGES.range],
      [body({ mathWeight: 0, readingWeight: 0 }), BAND_MESSAGES.noWeight],
      [body({ minScore: 150 }), 'Enter a section score from 200 to 800.'],
      [body({ maxScore: 900 }), 'Enter a section score from 200 to 800.'],
      [body({ mathWeight: 1.5 }), 'Enter a weight from 0 to 1, with at most two decimals (like 0.5).'],
      [body({ readingWeight: -1 }), 'Enter a weight from 0 to 1, with at most two decimals (like 0.5).'],
      [body({ mathWeight: 0.125 }), 'Enter a weight from 0 to 1, with at most two decimals (like 0.5).'],
      [body({ name: '' }), 'Name the band.'],
      [body({ active: 'maybe' }), 'Say whether the band is active.'],
    ]
    for (const [payload, message] of cases) {
      const response = await create(client, admin, payload)
      response.assertStatus(422)
      assert.include(messagesOf(response), message, JSON.stringify(payload))
      const edit = await update(client, admin, before[0].id, payload)
      edit.assertStatus(422)
      assert.include(messagesOf(edit), message, JSON.stringify(payload))
    }
    assert.deepEqual(await bandsNow(), before)
    ;(await update(client, admin, 999999, body())).assertStatus(404)
  })

  test('an active band may not overlap another active band of the same section; the refusal names it', async ({ client, assert, cleanup }) => {
    const before = await keepBands(cleanup)
    const admin = await staff('admin:basic', 'admin:user-support:lead')
    const overlap = await create(client, admin, body({ name: 'Middle', minScore: 450, maxScore: 550, active: true }))
    overlap.assertStatus(422)
    assert.include(messagesOf(overlap), 'These scores overlap the active band “Building” (410–500) for math. Change the range, or deactivate “Building” first.')

    const foundations = before.find((row) => row.name === 'Foundations')!
    const widen = await update(client, admin, foundations.id, { name: 'Foundations', minScore: 200, maxScore: 450, mathWeight: 1, readingWeight: 1, active: true })
    widen.assertStatus(422)
    assert.include(messagesOf(widen), '“Building” (410–500)')
    assert.deepEqual(await bandsNow(), before)

    // The same range is fine while inactive, or for a section no active band there covers.
    ;(await create(client, admin, body({ name: 'Middle (draft)', minScore: 450, maxScore: 550, active: false }))).assertStatus(200)
    const building = before.find((row) => row.name === 'Building')!
    ;(await update(client, admin, building.id, { name: 'Building', minScore: 410, maxScore: 500, mathWeight: 1, readingWeight: 0, active: true })).assertStatus(200)
    ;(await create(client, admin, body({ name: 'Reading 410–500', minScore: 410, maxScore: 500, mathWeight: 0, readingWeight: 1, active: true }))).assertStatus(200)
  })

  test('deactivating a band and adding its replacement changes where new scores are placed (spec 001 §3.7)', async ({ client, assert, cleanup }) => {
    const before = await keepBands(cleanup)
    const admin = await staff('admin:basic', 'admin:collegeboard')
    const advanced = before.find((row) => row.name === 'Advanced')!
    const deactivate = await update(client, admin, advanced.id, { name: 'Advanced', minScore: 610, maxScore: 800, mathWeight: 1, readingWeight: 1, active: false })
    deactivate.assertStatus(200)
    assert.equal(deactivate.body().message, BAND_MESSAGES.updated('Advanced'))
    const added = await create(client, admin, { name: 'Top scorers', minScore: 610, maxScore: 800, mathWeight: 0.5, readingWeight: 1, active: true })
    added.assertStatus(200)
    assert.equal(added.body().message, BAND_MESSAGES.created('Top scorers'))
    const row = await db.from('sat_bootcamp_score_bands').where('name', 'Top scorers').first()
    assert.deepInclude({ ...row, math_weight: Number(row.math_weight) }, { min_score: 610, max_score: 800, math_weight: 0.5 })

    const learner = await makeLearner()
    const scores = await client.post('/sat-bootcamp/scores').accept('json').withCsrfToken().json({ math: 700 }).loginAs(learner)
    assert.equal(scores.body().message, 'Thanks! Your level is recorded (math: Top scorers).')

    const page = await client.get('/admin/sat').loginAs(admin).withInertia()
    const bands = (page.inertiaProps as any).bands as Array<{ name: string; active: boolean }>
    assert.deepInclude(bands, { ...bands.find((band) => band.name === 'Advanced')!, active: false })
    assert.isTrue(bands.some((band) => band.name === 'Top scorers' && band.active))
  })
})

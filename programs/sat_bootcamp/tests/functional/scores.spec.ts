import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { registerForSeries, withdrawFromSeries } from '#modules/series/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { linkSeriesToTest } from '../../actions/link_series_to_test.js'
import { placeSeries } from '../../actions/place_series.js'
import { SCORE_MESSAGE } from '../../validators/tutor_validators.js'
import { eventually } from '#tests/helpers/wait'
import { LIVE_DAY, makeBootcamp, pinAt } from '../helpers.js'

/*
 * Score-band placement (spec 001 §3.7 sat_user math/reading_score_band_id, eligible_math and
 * eligible_reading; sat_series sat_score_band_id). POST /sat-bootcamp/scores is each member's own.
 */
const bandName = async (id: number | null) => (id ? (await db.from('sat_bootcamp_score_bands').where('id', id).first()).name : null)
const satUser = (userId: number) => db.from('sat_bootcamp_users').where('user_id', userId).first()
const send = (client: any, person: Awaited<ReturnType<typeof makeUser>> | null, body: Record<string, unknown>) => {
  const request = client.post('/sat-bootcamp/scores').accept('json').withCsrfToken().redirects(0).json(body)
  return person ? request.loginAs(person) : request
}

test.group('POST /sat-bootcamp/scores', () => {
  test('members (minor and adult learners, tutors, staff) record their own level; visitors cannot', async ({ client, assert }) => {
    const staff = await makeUser({ birth: birthForAge(35), roles: ['approved', 'admin:basic', 'admin:collegeboard'] })
    for (const person of [await makeLearner(), await makeUser({ birth: birthForAge(19), roles: ['approved'] }), await makeTutor(), staff]) {
      ;(await send(client, person, { math: 450 })).assertStatus(200)
      assert.equal(await bandName((await satUser(person.id)).math_score_band_id), 'Building')
    }
    assert.include([302, 401], (await send(client, null, { math: 450 })).status())
  })

  test('only the band is kept, per section; not eligible means no band; bad input changes nothing', async ({ client, assert }) => {
    const learner = await makeLearner()
    const response = await send(client, learner, { math: 620, reading: 380 })
    assert.equal(response.body().message, 'Thanks! Your level is recorded (math: Advanced, reading and writing: Foundations).')
    let row = await satUser(learner.id)
    assert.deepInclude(row, { type: 'learner' })
    assert.equal(await bandName(row.math_score_band_id), 'Advanced')
    assert.notProperty(row, 'math_score')

    for (const body of [{ math: 455 }, { math: 900 }, { reading: 'lots' }, {}]) {
      const bad = await send(client, learner, body)
      bad.assertStatus(422)
      assert.include(JSON.stringify(bad.body()), SCORE_MESSAGE)
    }
    row = await satUser(learner.id)
    assert.equal(await bandName(row.math_score_band_id), 'Advanced')

    await db.from('sat_bootcamp_users').where('user_id', learner.id).update({ eligible_reading: false })
    await send(client, learner, { reading: 560 })
    assert.isNull((await satUser(learner.id)).reading_score_band_id)
  })

  test('a bootcamp is placed in its learners’ most common band, on registration, withdrawal and a registered learner’s new score', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const bootcamp = await makeBootcamp((await makeTutor()).id)
    await linkSeriesToTest(bootcamp.id, bootcamp.seriesTemplateId)
    const band = async () => bandName((await db.from('sat_bootcamp_series').where('series_id', bootcamp.id).first()).sat_bootcamp_score_band_id)
    const adults = [] as Array<Awaited<ReturnType<typeof makeUser>>>
    for (const score of [450, 470, 560]) {
      const adult = await makeUser({ birth: birthForAge(19), roles: ['approved'] })
      await send(client, adult, { math: score })
      assert.isTrue((await registerForSeries(bootcamp.id, adult.id)).ok)
      adults.push(adult)
    }
    await eventually(async () => (await band()) === 'Building', 'placed when learners register (series.registration.created)')
    // A registered learner's new score places the bootcamp again at once.
    await send(client, adults[0], { math: 580 })
    assert.equal(await band(), 'Strengthening', 'Building 1, Strengthening 2: the majority')
    assert.isTrue((await withdrawFromSeries(bootcamp.id, adults[2].id)).ok)
    // Building 1, Strengthening 1: the tie goes to the lower band.
    await eventually(async () => (await band()) === 'Building', 'placed again on withdrawal (series.registration.withdrawn)')
    assert.equal(await placeSeries(bootcamp.id), (await db.from('sat_bootcamp_score_bands').where('name', 'Building').first()).id, 'recomputing is idempotent')
  })
})

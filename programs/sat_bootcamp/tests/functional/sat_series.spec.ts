import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { makeTutor } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { makeSeries, makeTemplate } from '#modules/series/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import { linkSeriesToTest } from '../../actions/link_series_to_test.js'
import { makeBootcamp } from '../helpers.js'

/* spec 001 §3.7 sat_series: a published bootcamp is linked to its SAT test. */
test.group('SAT series (spec 001 §3.7)', () => {
  test('a series created from an SAT template is linked to its test once; other series are not', async ({ assert }) => {
    const host = await makeTutor()
    const bootcamp = await makeBootcamp(host.id, { test: '2027-05' })
    await db.transaction((trx) => hooks.emit('series.created', { seriesId: bootcamp.id, userId: host.id, templateId: bootcamp.seriesTemplateId }, { client: trx }))
    await eventually(async () => (await db.from('sat_bootcamp_series').where('series_id', bootcamp.id).first()) !== null, 'the link')
    assert.equal((await db.from('sat_bootcamp_series').where('series_id', bootcamp.id).first()).sat_test, '2027-05')
    assert.isFalse(await linkSeriesToTest(bootcamp.id, bootcamp.seriesTemplateId), 'a second delivery adds nothing')
    assert.lengthOf(await db.from('sat_bootcamp_series').where('series_id', bootcamp.id), 1)

    const world = await makeWorld('public')
    const { series: other } = await makeSeries({ hostId: host.id, world, template: await makeTemplate(world, { programSlug: 'key-club', programIteration: '2027-05' }) })
    assert.isFalse(await linkSeriesToTest(other.id, other.seriesTemplateId))
    const { series: unknownTest } = await makeSeries({ hostId: host.id, world, template: await makeTemplate(world, { programSlug: 'sat-bootcamp', programIteration: '1999-01' }) })
    assert.isFalse(await linkSeriesToTest(unknownTest.id, unknownTest.seriesTemplateId))
    assert.isNull(await db.from('sat_bootcamp_series').whereIn('series_id', [other.id, unknownTest.id]).first())
  })
})

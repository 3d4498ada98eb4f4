import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { registerForSeries } from '../../actions/register_for_series.js'
import { CONSENT_WITHDRAWAL_REASON } from '../../actions/withdraw_from_program_series.js'
import { makeSeries, makeTemplate } from '../factories.js'

const registrationOf = (seriesId: number, userId: number) => db.from('series_registrations').where({ series_id: seriesId, user_id: userId }).first()

/*
 * issue 16 §1: "revocation withdraws future registrations". Consent (a lower layer) records the
 * revoke and emits 'consent.revoked'; series withdraws the learner from that program's series
 * that are still running, and leaves everything else alone.
 */
test.group('A parent withdraws consent: the program\'s running series let the learner go (issue 16 §1)', () => {
  test('registrations in the program\'s open series are withdrawn (source consent); other programs and closed series stay', async ({ assert }) => {
    const [host, learner] = [await makeTutor(), await makeLearner()]
    const world = await makeWorld('public')
    const program = `consent-prog-${Date.now()}`
    const template = await makeTemplate(world, { programSlug: program })
    const otherTemplate = await makeTemplate(world, { programSlug: `${program}-other` })
    const { series: running } = await makeSeries({ hostId: host.id, world, template })
    const { series: other } = await makeSeries({ hostId: host.id, world, template: otherTemplate })
    const { series: closed } = await makeSeries({ hostId: host.id, world, template })
    for (const series of [running, other, closed]) assert.isTrue((await registerForSeries(series.id, learner.id)).ok)
    await db.from('series').where('id', closed.id).update({ closed_at: DateTime.utc().minus({ days: 1 }).toSQL({ includeOffset: false }) })
    const seatsBefore = Number((await db.from('series').where('id', running.id).first()).seats_taken)

    await db.transaction((trx) => hooks.emit('consent.revoked', { userId: learner.id, programSlug: program, purpose: 'participation', revokeEventId: 1 }, { client: trx }))

    await eventually(async () => (await registrationOf(running.id, learner.id))?.withdrawn_at !== null, 'the withdrawal')
    const withdrawn = await registrationOf(running.id, learner.id)
    assert.equal(withdrawn.withdrawal_source, 'consent')
    assert.equal(withdrawn.withdrawal_reason, CONSENT_WITHDRAWAL_REASON)
    assert.equal(Number((await db.from('series').where('id', running.id).first()).seats_taken), seatsBefore - 1)
    assert.isNull((await registrationOf(other.id, learner.id)).withdrawn_at)
    assert.isNull((await registrationOf(closed.id, learner.id)).withdrawn_at)
  })
})

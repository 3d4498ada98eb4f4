import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeSeries } from '#modules/series/tests/factories'
import { pendingSeriesNpsOf } from '../../queries/pending_series_nps.js'
import { FEEDBACK_MESSAGES } from '../../shared/index.js'

/* Prompt 5, series-level tutor NPS (spec 000 §2.4, §6.4; spec 001 §5.3; spec 002 §7). */
async function endedSeries(hostId: number, endedDaysAgo: number) {
  const made = await makeSeries({ hostId, sessions: 2, firstIn: { days: -(endedDaysAgo + 8) } })
  return made
}

test.group('Series NPS prompt (spec 000 §2.4 prompt 5)', () => {
  test('asked of the host once the last session ended, within 14 days; not before, not after', async ({ assert }) => {
    const tutor = await makeTutor()
    const running = await makeSeries({ hostId: tutor.id, sessions: 2, firstIn: { days: -3 } })
    assert.isNull(await pendingSeriesNpsOf(tutor.id), 'the second session is still ahead')
    await db.from('tutoring_sessions').where('series_id', running.series.id).update({ start_date: sqlTime(DateTime.utc().minus({ days: 30 })), end_date: sqlTime(DateTime.utc().minus({ days: 30 })) })
    assert.isNull(await pendingSeriesNpsOf(tutor.id), 'ended more than 14 days ago')
    const { series } = await endedSeries(tutor.id, 1)
    assert.equal((await pendingSeriesNpsOf(tutor.id))?.seriesId, series.id)
  })

  test('spec 001 §5.3: npsRating required, comment optional; answered once; the prompt ends', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const { series } = await endedSeries(tutor.id, 2)
    const page = await client.get('/dashboard').withInertia().loginAs(tutor)
    assert.equal(page.inertiaProps.prompt?.key, 'feedback.series_nps')
    const url = `/feedback/series/${series.id}`
    const refused = await client.post(url).json({ comment: 'Great' }).withCsrfToken().loginAs(tutor).accept('json')
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].message, FEEDBACK_MESSAGES.incomplete)
    ;(await client.post(url).json({ npsRating: 8 }).withCsrfToken().loginAs(tutor).redirects(0)).assertStatus(302)
    const host = await db.from('series_hosts').where('series_id', series.id).where('user_id', tutor.id).first()
    assert.equal(host.feedback_nps, 8)
    assert.isNull(host.feedback_comment)
    assert.isNull((await client.get('/dashboard').withInertia().loginAs(tutor)).inertiaProps.prompt)
    ;(await client.post(url).json({ npsRating: 2 }).withCsrfToken().loginAs(tutor).accept('json')).assertStatus(404)
  })

  test('authorisation (spec 000 §6.4 the tutor role is needed): visitor, no tutor role, other tutor, the host', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['approved'] })
    const { series } = await endedSeries(host.id, 1)
    const url = `/feedback/series/${series.id}`
    const visitor = await client.post(url).json({ npsRating: 5 }).withCsrfToken().redirects(0)
    assert.oneOf(visitor.status(), [302, 401])
    assert.isNull((await client.get('/dashboard').withInertia().loginAs(host)).inertiaProps.prompt, 'no prompt without the tutor role')
    ;(await client.post(url).json({ npsRating: 5 }).withCsrfToken().loginAs(host).accept('json')).assertStatus(403)
    ;(await client.post(url).json({ npsRating: 5 }).withCsrfToken().loginAs(await makeLearner()).accept('json')).assertStatus(403)
    ;(await client.post(url).json({ npsRating: 5 }).withCsrfToken().loginAs(await makeTutor()).accept('json')).assertStatus(404)
  })
})

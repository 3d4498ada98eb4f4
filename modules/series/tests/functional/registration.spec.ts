import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { registrarFor } from '#kernel/hooks'
import { makeUser } from '#tests/helpers/users'
import SeriesRegistration from '../../models/series_registration.js'
import SeriesReservation from '../../models/series_reservation.js'
import { registerForSeries } from '../../actions/register_for_series.js'
import { withdrawFromSeries } from '../../actions/withdraw_from_series.js'
import { SERIES_MESSAGES } from '../../messages.js'
import { reservationActive } from '../../series_state.js'
import { makeWorld } from '#modules/worlds/tests/factories'
import { freshSeries, makeSeries, makeTemplate, reserve } from '../factories.js'

const register = (client: any, seriesId: number, user: any) =>
  client.post(`/series/${seriesId}/register`).loginAs(user).withCsrfToken().accept('json')

/* spec 001 §3.3 series_registration, §4.3, §5.4. */
test.group('Series registration POST /series/:id/register', () => {
  test('a visitor is asked to sign in (401); an unverified account must verify first (403)', async ({ client }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    ;(await client.post(`/series/${series.id}/register`).withCsrfToken().accept('json')).assertStatus(401)
    const unverified = await makeUser({ verified: false })
    const refused = await client.post(`/series/${series.id}/register`).withInertia().loginAs(unverified).withCsrfToken()
    refused.assertStatus(403)
    refused.assertInertiaPropsContains({ code: 'email_not_verified' })
  })

  test('registerForSeries itself refuses accounts that are not in good standing', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    const unverified = await makeUser({ verified: false })
    const blocked = await makeUser({ roles: ['approved', 'blocked'], suspensionActions: [{ context: 'admin', reason: 'x', note: null, createdAt: DateTime.utc().toISO() } as any] })
    for (const user of [unverified, blocked]) {
      assert.deepEqual(await registerForSeries(series.id, user.id), { ok: false, reason: SERIES_MESSAGES.accountCannotRegister })
    }
    assert.equal((await freshSeries(series.id)).seatsTaken, 0)
  })

  test('a learner, a tutor and staff can register; the seat counter follows', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 5 })
    const people = [await makeUser(), await makeUser({ roles: ['tutor'] }), await makeUser({ roles: ['admin:basic'] })]
    for (const person of people) (await register(client, series.id, person)).assertStatus(200)
    assert.equal((await freshSeries(series.id)).seatsTaken, 3)
    const rows = await SeriesRegistration.query().where('series_id', series.id)
    assert.lengthOf(rows, 3)
    assert.isTrue(rows.every((row) => row.withdrawnAt === null))
  })

  test('an Inertia form post redirects to the series with a success message', async ({ client }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const { series } = await makeSeries({ hostId: host.id })
    const response = await client.post(`/series/${series.id}/register`).loginAs(learner).withCsrfToken().redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/series/${series.id}`)
    response.assertFlashMessage('success', `You're registered for ${series.title}.`)
  })

  test('registering twice is refused; the host cannot register', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const { series } = await makeSeries({ hostId: host.id })
    ;(await register(client, series.id, learner)).assertStatus(200)
    const again = await register(client, series.id, learner)
    again.assertStatus(422)
    assert.deepEqual(again.body().errors, [{ field: 'form', message: SERIES_MESSAGES.alreadyRegistered }])
    const asHost = await register(client, series.id, host)
    asHost.assertStatus(422)
    assert.equal(asHost.body().errors[0].message, SERIES_MESSAGES.hostCannotRegister)
    assert.equal((await freshSeries(series.id)).seatsTaken, 1)
  })

  test('a 3-seat series with 1 active reservation of another user takes 2 registrations', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const holder = await makeUser()
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 3 })
    await reserve(series.id, holder.id, { userId: holder.id }, DateTime.utc().plus({ hours: 12 }))
    // An expired reservation holds nothing.
    await reserve(series.id, host.id, { email: 'gone@example.org' }, DateTime.utc().minus({ seconds: 5 }))
    ;(await register(client, series.id, await makeUser())).assertStatus(200)
    ;(await register(client, series.id, await makeUser())).assertStatus(200)
    const third = await register(client, series.id, await makeUser())
    third.assertStatus(422)
    assert.deepEqual(third.body().errors, [{ field: 'form', message: SERIES_MESSAGES.full }])
    assert.equal((await freshSeries(series.id)).seatsTaken, 2)

    // The holder's own reservation is consumed by their registration, not counted against them.
    ;(await register(client, series.id, holder)).assertStatus(200)
    const series2 = await freshSeries(series.id)
    assert.equal(series2.seatsTaken, 3)
    const held = await SeriesReservation.query().where('series_id', series.id).where('user_id', holder.id).firstOrFail()
    assert.isTrue(held.expiredAt <= DateTime.utc())
  })

  test('a reservation a host made for my email is mine too', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const invited = await makeUser()
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 1 })
    await reserve(series.id, host.id, { email: invited.email.toLowerCase() }, DateTime.utc().plus({ days: 3 }))
    const stranger = await register(client, series.id, await makeUser())
    stranger.assertStatus(422)
    assert.equal(stranger.body().errors[0].message, SERIES_MESSAGES.full)
    ;(await register(client, series.id, invited)).assertStatus(200)
    assert.equal((await freshSeries(series.id)).seatsTaken, 1)
  })

  test('concurrent registrations never overbook', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 3, sessions: 0 })
    const learners = await Promise.all(Array.from({ length: 8 }, () => makeUser()))
    const results = await Promise.all(learners.map((learner) => registerForSeries(series.id, learner.id)))
    assert.equal(results.filter((result) => result.ok).length, 3)
    assert.equal((await freshSeries(series.id)).seatsTaken, 3)
    assert.equal(Number((await SeriesRegistration.query().where('series_id', series.id).count('* as n'))[0].$extras.n), 3)
  })

  test('concurrent registrations and seat holds together never exceed max_learners', async ({ assert }) => {
    const { reserveSeat } = await import('../../actions/reserve_seat.js')
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 6, sessions: 0 })
    const people = await Promise.all(Array.from({ length: 14 }, () => makeUser()))
    await Promise.all(
      people.map((person, index) =>
        index % 2 === 0
          ? registerForSeries(series.id, person.id)
          : reserveSeat({ seriesId: series.id, reserverUserId: person.id, target: { userId: person.id }, duration: { hours: 24 } })
      )
    )
    const taken = (await freshSeries(series.id)).seatsTaken
    const held = (await SeriesReservation.query().where('series_id', series.id)).filter((row) => reservationActive(row)).length
    assert.equal(taken + held, 6)
  })

  test('max registrations per learner counts current registrations in series of the same template', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const world = await makeWorld()
    const template = await makeTemplate(world, { maxRegistrationsPerLearner: 1 })
    const a = await makeSeries({ hostId: host.id, world, template })
    const b = await makeSeries({ hostId: host.id, world, template })
    const other = await makeSeries({ hostId: host.id, world })
    const learner = await makeUser()
    ;(await register(client, a.series.id, learner)).assertStatus(200)
    const refused = await register(client, b.series.id, learner)
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].message, SERIES_MESSAGES.maxRegistrations(1, template.title))
    ;(await register(client, other.series.id, learner)).assertStatus(200)
    // After withdrawing from the first, the second is allowed.
    ;(await client.post(`/series/${a.series.id}/withdraw`).json({}).loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
    ;(await register(client, b.series.id, learner)).assertStatus(200)
  })

  test('enrollment closed and closed series refuse with a clear message (spec 001 §4.3)', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const enrollment = await makeSeries({ hostId: host.id, enrollmentClosedAt: DateTime.utc().minus({ minutes: 1 }) })
    const closed = await makeSeries({ hostId: host.id, closedAt: DateTime.utc().minus({ minutes: 1 }) })
    const later = await makeSeries({ hostId: host.id, enrollmentClosedAt: DateTime.utc().plus({ days: 1 }) })
    const a = await register(client, enrollment.series.id, learner)
    a.assertStatus(422)
    assert.equal(a.body().errors[0].message, SERIES_MESSAGES.enrollmentClosed)
    const b = await register(client, closed.series.id, learner)
    b.assertStatus(422)
    assert.equal(b.body().errors[0].message, SERIES_MESSAGES.closed)
    ;(await register(client, later.series.id, learner)).assertStatus(200)
  })

  test("a program's veto reason (series.canRegister) reaches the learner", async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const world = await makeWorld()
    const template = await makeTemplate(world)
    const { series } = await makeSeries({ hostId: host.id, world, template })
    const reason = 'Ask a parent to give consent first.'
    // Filters persist in the process: scope this one to the template made here.
    registrarFor('test-series-veto').filter('series.canRegister', (subject) =>
      subject.templateId === template.id ? { allowed: false, reason } : { allowed: true }
    )
    const learner = await makeUser()
    const json = await register(client, series.id, learner)
    json.assertStatus(422)
    assert.deepEqual(json.body().errors, [{ field: 'form', message: reason }])

    const page = await client.post(`/series/${series.id}/register`).loginAs(learner).withCsrfToken().redirects(0)
    page.assertStatus(302)
    page.assertHeader('location', `/series/${series.id}`)
    page.assertFlashMessage('inputErrorsBag', { form: reason })
    assert.equal((await freshSeries(series.id)).seatsTaken, 0)
  })

  test('program registration window from the template: not open yet, deadline passed', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const world = await makeWorld()
    const early = await makeTemplate(world, { learnerRegistrationOpensAt: DateTime.utc().plus({ days: 2 }) })
    const late = await makeTemplate(world, { learnerDeadlineAt: DateTime.utc().minus({ days: 1 }) })
    const learner = await makeUser()
    const a = await register(client, (await makeSeries({ hostId: host.id, world, template: early })).series.id, learner)
    a.assertStatus(422)
    assert.match(a.body().errors[0].message, /^Registration for this series opens on /)
    const b = await register(client, (await makeSeries({ hostId: host.id, world, template: late })).series.id, learner)
    b.assertStatus(422)
    assert.equal(b.body().errors[0].message, SERIES_MESSAGES.registrationDeadlinePassed)
  })
})

test.group('Series withdrawal POST /series/:id/withdraw', () => {
  test('a visitor is asked to sign in', async ({ client }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    ;(await client.post(`/series/${series.id}/withdraw`).json({}).withCsrfToken().accept('json')).assertStatus(401)
  })

  test('withdrawal records when, who and why, frees the seat; re-registering reuses the row', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 1 })
    ;(await register(client, series.id, learner)).assertStatus(200)
    const before = await SeriesRegistration.query().where('series_id', series.id).where('user_id', learner.id).firstOrFail()

    const withdrawn = await client
      .post(`/series/${series.id}/withdraw`)
      .json({ reason: '  Schedule conflict with practice  ' })
      .loginAs(learner)
      .withCsrfToken()
      .accept('json')
    withdrawn.assertStatus(200)
    const row = await SeriesRegistration.findOrFail(before.id)
    assert.isNotNull(row.withdrawnAt)
    assert.equal(row.withdrawalSource, 'learner')
    assert.equal(row.withdrawalReason, 'Schedule conflict with practice')
    assert.equal((await freshSeries(series.id)).seatsTaken, 0)

    // The freed seat can be taken by someone else …
    const other = await makeUser()
    ;(await register(client, series.id, other)).assertStatus(200)
    const full = await register(client, series.id, learner)
    assert.equal(full.body().errors[0].message, SERIES_MESSAGES.full)
    ;(await client.post(`/series/${series.id}/withdraw`).json({}).loginAs(other).withCsrfToken().accept('json')).assertStatus(200)

    // … and re-registering after a withdrawal reuses the same row.
    ;(await register(client, series.id, learner)).assertStatus(200)
    const again = await SeriesRegistration.query().where('series_id', series.id).where('user_id', learner.id)
    assert.lengthOf(again, 1)
    assert.equal(again[0].id, before.id)
    assert.isNull(again[0].withdrawnAt)
    assert.isNull(again[0].withdrawalReason)
    assert.equal((await freshSeries(series.id)).seatsTaken, 1)
  })

  test('withdrawing without a registration, or twice, is refused; malformed reasons get 422', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const { series } = await makeSeries({ hostId: host.id })
    const none = await client.post(`/series/${series.id}/withdraw`).json({}).loginAs(learner).withCsrfToken().accept('json')
    none.assertStatus(422)
    assert.equal(none.body().errors[0].message, SERIES_MESSAGES.notRegistered)
    ;(await register(client, series.id, learner)).assertStatus(200)
    for (const body of [{ reason: 'x'.repeat(281) }, { reason: 42 }]) {
      ;(await client.post(`/series/${series.id}/withdraw`).json(body).loginAs(learner).withCsrfToken().accept('json')).assertStatus(422)
    }
    assert.equal((await freshSeries(series.id)).seatsTaken, 1)
    const result = await withdrawFromSeries(series.id, learner.id)
    assert.isTrue(result.ok)
    assert.deepEqual(await withdrawFromSeries(series.id, learner.id), { ok: false, reason: SERIES_MESSAGES.notRegistered })
    assert.equal((await freshSeries(series.id)).seatsTaken, 0)
  })
})

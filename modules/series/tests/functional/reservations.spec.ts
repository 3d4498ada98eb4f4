import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser, waitForMail } from '#tests/helpers/users'
import SeriesReservation from '../../models/series_reservation.js'
import { SERIES_MESSAGES } from '../../messages.js'
import { freshSeries, makeSeries, reserve } from '../factories.js'

const hold = (client: any, seriesId: number, user: any, body: Record<string, unknown> = {}) =>
  client.post(`/series/${seriesId}/reservations`).json(body).loginAs(user).withCsrfToken().accept('json')

/* spec 001 §3.3 series_reservation, §4.3 (active while expired_at is in the future; self reservation). */
test.group('Series reservations POST /series/:id/reservations', () => {
  test('a visitor is asked to sign in', async ({ client }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    ;(await client.post(`/series/${series.id}/reservations`).json({}).withCsrfToken().accept('json')).assertStatus(401)
  })

  test('a learner holds a seat for themselves for up to 24 hours, once per series', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 2 })
    ;(await hold(client, series.id, learner, { hours: 25 })).assertStatus(422)
    const before = DateTime.utc()
    ;(await hold(client, series.id, learner)).assertStatus(200)
    const held = await SeriesReservation.query().where('series_id', series.id).firstOrFail()
    assert.equal(held.userId, learner.id)
    assert.equal(held.reserverUserId, learner.id)
    assert.isTrue(held.isSelfReservation)
    const hours = held.expiredAt.diff(before, 'hours').hours
    assert.isTrue(hours > 23.9 && hours <= 24.01, `held for ${hours} hours`)

    const again = await hold(client, series.id, learner)
    again.assertStatus(422)
    // It held a seat: the page shows one left.
    const page = await client.get(`/series/${series.id}`).withInertia().loginAs(await makeUser())
    assert.equal(page.inertiaProps.series.seatsLeft, 1)
    // Letting it go, then holding again, is refused (once per series).
    ;(await client.post(`/series/${series.id}/reservations/${held.id}/release`).loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
    const third = await hold(client, series.id, learner)
    third.assertStatus(422)
    assert.match(third.body().errors[0].message, /already held a seat/)
  })

  test('a seat cannot be held in a full series, nor by someone already registered', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const first = await makeUser()
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 1 })
    ;(await client.post(`/series/${series.id}/register`).loginAs(first).withCsrfToken().accept('json')).assertStatus(200)
    const mine = await hold(client, series.id, first)
    assert.equal(mine.body().errors[0].message, SERIES_MESSAGES.reservationSelfRegistered)
    const full = await hold(client, series.id, await makeUser())
    full.assertStatus(422)
    assert.equal(full.body().errors[0].message, SERIES_MESSAGES.reservationFull)
  })

  test('a host holds a seat for an email for N days; the person is emailed; learners and other tutors cannot', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, maxLearners: 3 })
    const email = `friend.${Date.now()}@Example.org`
    for (const outsider of [await makeUser(), await makeUser({ roles: ['tutor'] })]) {
      const refused = await hold(client, series.id, outsider, { email, days: 3 })
      refused.assertStatus(403)
    }
    ;(await hold(client, series.id, host, { email, days: 15 })).assertStatus(422)
    ;(await hold(client, series.id, host, { email: 'not-an-email', days: 3 })).assertStatus(422)
    ;(await hold(client, series.id, host, { email, days: 3 })).assertStatus(200)
    const held = await SeriesReservation.query().where('series_id', series.id).firstOrFail()
    assert.equal(held.userEmail, email.toLowerCase())
    assert.isNull(held.userId)
    assert.equal(held.reserverUserId, host.id)
    assert.isFalse(held.isSelfReservation)
    assert.approximately(held.expiredAt.diff(DateTime.utc(), 'days').days, 3, 0.01)
    const mail = await waitForMail(email.toLowerCase())
    assert.include(mail.text, `/series/${series.id}`)

    // Holding again for the same person moves the expiry instead of taking a second seat.
    ;(await hold(client, series.id, host, { email, days: 5 })).assertStatus(200)
    assert.lengthOf(await SeriesReservation.query().where('series_id', series.id), 1)
  })

  test('staff can hold a seat for a username; an unknown username is refused', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const staff = await makeUser({ roles: ['admin:basic'] })
    const invited = await makeUser()
    const { series } = await makeSeries({ hostId: host.id })
    const unknown = await hold(client, series.id, staff, { username: 'nobody_by_that_name', days: 2 })
    unknown.assertStatus(422)
    assert.equal(unknown.body().errors[0].field, 'username')
    ;(await hold(client, series.id, staff, { username: invited.username, days: 2 })).assertStatus(200)
    const held = await SeriesReservation.query().where('series_id', series.id).firstOrFail()
    assert.equal(held.userId, invited.id)
  })

  test('releasing: the held person, a host or staff; nobody else', async ({ client, assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const invited = await makeUser()
    const { series } = await makeSeries({ hostId: host.id })
    const held = await reserve(series.id, host.id, { userId: invited.id }, DateTime.utc().plus({ days: 2 }))
    const release = (user: any) => client.post(`/series/${series.id}/reservations/${held.id}/release`).loginAs(user).withCsrfToken().accept('json')
    ;(await release(await makeUser())).assertStatus(403)
    ;(await release(invited)).assertStatus(200)
    assert.isTrue((await SeriesReservation.findOrFail(held.id)).expiredAt <= DateTime.utc())
    ;(await release(host)).assertStatus(422)
    const other = await makeSeries({ hostId: host.id })
    ;(await client.post(`/series/${other.series.id}/reservations/${held.id}/release`).loginAs(host).withCsrfToken().accept('json')).assertStatus(404)
    assert.equal((await freshSeries(series.id)).seatsTaken, 0)
  })
})

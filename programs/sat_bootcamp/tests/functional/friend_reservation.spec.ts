import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import { reserveSeat } from '#modules/series/index'
import { makeSeries } from '#modules/series/tests/factories'
import { birthForAge, makeTutor, makeUser } from '#tests/helpers/users'
import { lastOutboxEventId, outboxSettled } from '#tests/helpers/wait'
import { LIVE_DAY, makeBootcamp, pinAt } from '../helpers.js'

/*
 * The friend-reserved-series path (issue 16 §2 "primary-interest sources sat-invitation and
 * sat-friend-reserved-series"; spec 001 §5.5 source values; §3.3 series_reservation): a seat a
 * friend held in a bootcamp, taken by registering, makes the person an SAT learner with that source.
 */
const adult = () => makeUser({ birth: birthForAge(19), roles: ['approved'] })
const register = (client: any, seriesId: number, person: Awaited<ReturnType<typeof makeUser>>) =>
  client.post(`/series/${seriesId}/register`).loginAs(person).withCsrfToken().accept('json')
const interestOf = async (userId: number) => (await User.findOrFail(userId)).primaryInterest
const satUser = (userId: number) => db.from('sat_bootcamp_users').where('user_id', userId).first()

test.group('Friend-reserved bootcamp seats (spec 001 §5.5 sat-friend-reserved-series)', () => {
  test('a friend who signs up with the emailed address and registers gets the source and an SAT learner record', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const host = await makeTutor()
    const bootcamp = await makeBootcamp(host.id)
    const friend = await adult()
    const email = `friend.${friend.id}@example.org`
    const held = await reserveSeat({ seriesId: bootcamp.id, reserverUserId: host.id, target: { email: email.toUpperCase() }, duration: { days: 3 } })
    assert.isTrue(held.ok)
    // The friend's account is made after the seat was held for the address (the sign-up path).
    friend.email = email
    await friend.save()
    assert.isNull(await interestOf(friend.id))

    const since = await lastOutboxEventId()
    ;(await register(client, bootcamp.id, friend)).assertStatus(200)
    await outboxSettled(since)
    assert.deepEqual(await interestOf(friend.id), { type: 'learn', interest: 'sat', format: 'program', programSlug: 'sat-bootcamp', worldSlug: null, source: 'sat-friend-reserved-series' })
    assert.deepInclude(await satUser(friend.id), { type: 'learner', invite_code: null })
  })

  test('a seat held for an account works the same; a primary interest already chosen is kept', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const host = await makeTutor()
    const bootcamp = await makeBootcamp(host.id)
    const [fresh, decided] = [await adult(), await adult()]
    decided.primaryInterest = { type: 'learn', interest: 'college', format: null, worldSlug: null, source: 'onboarding' }
    await decided.save()
    for (const person of [fresh, decided]) {
      assert.isTrue((await reserveSeat({ seriesId: bootcamp.id, reserverUserId: host.id, target: { userId: person.id }, duration: { days: 2 } })).ok)
    }
    const since = await lastOutboxEventId()
    for (const person of [fresh, decided]) (await register(client, bootcamp.id, person)).assertStatus(200)
    await outboxSettled(since)
    assert.equal((await interestOf(fresh.id))?.source, 'sat-friend-reserved-series')
    assert.deepEqual(await interestOf(decided.id), { type: 'learn', interest: 'college', format: null, worldSlug: null, source: 'onboarding' })
    assert.equal((await satUser(decided.id)).type, 'learner')
  })

  test('no friend, no source: a self reservation, a plain registration and a friend’s seat outside the program record nothing', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const host = await makeTutor()
    const bootcamp = await makeBootcamp(host.id)
    const [self, plain, elsewhere] = [await adult(), await adult(), await adult()]
    assert.isTrue((await reserveSeat({ seriesId: bootcamp.id, reserverUserId: self.id, target: { userId: self.id }, duration: { hours: 2 } })).ok)
    const { series: other } = await makeSeries({ hostId: host.id })
    assert.isTrue((await reserveSeat({ seriesId: other.id, reserverUserId: host.id, target: { userId: elsewhere.id }, duration: { days: 1 } })).ok)

    const since = await lastOutboxEventId()
    ;(await register(client, bootcamp.id, self)).assertStatus(200)
    ;(await register(client, bootcamp.id, plain)).assertStatus(200)
    ;(await register(client, other.id, elsewhere)).assertStatus(200)
    await outboxSettled(since)
    for (const person of [self, plain, elsewhere]) {
      assert.isNull(await interestOf(person.id))
      assert.isNull(await satUser(person.id))
    }
  })
})

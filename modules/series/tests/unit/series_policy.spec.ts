import { test } from '@japa/runner'
import { Bouncer, type AuthorizationResponse } from '@adonisjs/bouncer'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import SeriesHost from '../../models/series_host.js'
import SeriesPolicy from '../../policies/series_policy.js'
import { visibleToVisitors } from '../../policies/series_scope.js'
import { SERIES_MESSAGES } from '../../messages.js'
import { makeSeries, reserve } from '../factories.js'

/* SeriesPolicy as Bouncer runs it (guests, statuses): what each person may do with a series. */
const as = (user: User | null) => new Bouncer(user).with(SeriesPolicy)

/** 'allowed', or the status a denial answers with (403 unless the policy says otherwise). */
const outcome = (response: AuthorizationResponse) => (response.authorized ? 'allowed' : (response.status ?? 403))

test.group('SeriesPolicy.view (spec 000 §6.4 "Series viewing: world visibility public, unlisted or membership")', () => {
  test('public and unlisted worlds: anyone, signed in or not', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    for (const visibility of ['public', 'unlisted'] as const) {
      const { series } = await makeSeries({ hostId: host.id, world: await makeWorld(visibility) })
      assert.equal(outcome(await as(null).execute('view', series)), 'allowed', visibility)
      assert.equal(outcome(await as(learner).execute('view', series)), 'allowed', visibility)
    }
  })

  test('a membership world: members and staff; visitors and everyone else get 404', async ({ assert }) => {
    const world = await makeWorld('membership')
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id, world })
    const member = await makeUser()
    await makeMember(member.id, world.id)
    assert.equal(outcome(await as(null).execute('view', series)), 404)
    assert.equal(outcome(await as(await makeUser()).execute('view', series)), 404)
    assert.equal(outcome(await as(await makeUser({ roles: ['tutor'] })).execute('view', series)), 404)
    assert.equal(outcome(await as(member).execute('view', series)), 'allowed')
    assert.equal(outcome(await as(await makeUser({ roles: ['admin:basic'] })).execute('view', series)), 'allowed')
  })

  test('a series whose world was deleted is not found', async ({ assert }) => {
    const world = await makeWorld()
    const { series } = await makeSeries({ hostId: (await makeUser({ roles: ['tutor'] })).id, world })
    await world.softDelete()
    assert.equal(outcome(await as(await makeUser({ roles: ['admin:basic'] })).execute('view', series)), 404)
  })
})

test.group('SeriesPolicy: registering, withdrawing, holding a seat (spec 001 §3.3, §4.3)', () => {
  test('a learner may register, withdraw and hold a seat; a visitor may not', async ({ assert }) => {
    const { series } = await makeSeries({ hostId: (await makeUser({ roles: ['tutor'] })).id })
    const learner = await makeUser()
    for (const ability of ['offerRegistration', 'register', 'withdraw', 'holdSeat'] as const) {
      assert.equal(outcome(await as(learner).execute(ability, series)), 'allowed', ability)
      assert.isFalse((await as(null).execute(ability, series)).authorized, ability)
    }
  })

  test('an account not in good standing is offered registration but may not register (spec 000 §2.3)', async ({ assert }) => {
    const { series } = await makeSeries({ hostId: (await makeUser({ roles: ['tutor'] })).id })
    const unverified = await makeUser({ verified: false })
    // The button stays: registering then shows the access screen saying what to do.
    assert.equal(outcome(await as(unverified).execute('offerRegistration', series)), 'allowed')
    const register = await as(unverified).execute('register', series)
    assert.deepInclude(register, { authorized: false, status: 422, message: SERIES_MESSAGES.accountCannotRegister })
  })

  test('the series host may neither register nor hold a seat in it (422, with the sentence)', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    for (const ability of ['offerRegistration', 'register'] as const) {
      const register = await as(host).execute(ability, series)
      assert.deepInclude(register, { authorized: false, status: 422, message: SERIES_MESSAGES.hostCannotRegister }, ability)
    }
    const hold = await as(host).execute('holdSeat', series)
    assert.deepInclude(hold, { authorized: false, status: 422, message: SERIES_MESSAGES.reservationForHost })
    // A host of another series is an ordinary learner here.
    const other = await makeSeries({ hostId: (await makeUser({ roles: ['tutor'] })).id })
    assert.equal(outcome(await as(host).execute('register', other.series)), 'allowed')
  })

  test('a series the person may not see is 404 for every ability', async ({ assert }) => {
    const { series } = await makeSeries({ hostId: (await makeUser({ roles: ['tutor'] })).id, world: await makeWorld('membership') })
    const outsider = await makeUser()
    for (const ability of ['offerRegistration', 'register', 'withdraw', 'holdSeat', 'viewLearners', 'manageReservations'] as const) {
      assert.equal(outcome(await as(outsider).execute(ability, series)), 404, ability)
    }
  })
})

test.group('SeriesPolicy: the learners page and held seats (hosts and staff)', () => {
  test('viewLearners: visitor 401, learner and another tutor 403, host and staff allowed', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    assert.equal(outcome(await as(null).execute('viewLearners', series)), 401)
    assert.equal(outcome(await as(await makeUser()).execute('viewLearners', series)), 403)
    assert.equal(outcome(await as(await makeUser({ roles: ['tutor'] })).execute('viewLearners', series)), 403)
    assert.equal(outcome(await as(host).execute('viewLearners', series)), 'allowed')
    assert.equal(outcome(await as(await makeUser({ roles: ['admin:basic'] })).execute('viewLearners', series)), 'allowed')
  })

  test('a visitor on a series they may not see gets 404 before being asked to sign in', async ({ assert }) => {
    const { series } = await makeSeries({ hostId: (await makeUser({ roles: ['tutor'] })).id, world: await makeWorld('membership') })
    assert.equal(outcome(await as(null).execute('viewLearners', series)), 404)
  })

  test('manageReservations: hosts and staff; a co-host not yet approved is not a host', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    const pending = await makeUser({ roles: ['tutor'] })
    await SeriesHost.create({ userId: pending.id, seriesId: series.id, role: 'co-host', approvedAt: null, internalState: {} })
    assert.equal(outcome(await as(host).execute('manageReservations', series)), 'allowed')
    assert.equal(outcome(await as(await makeUser({ roles: ['admin:basic'] })).execute('manageReservations', series)), 'allowed')
    assert.equal(outcome(await as(pending).execute('manageReservations', series)), 403)
    assert.equal(outcome(await as(await makeUser()).execute('manageReservations', series)), 403)
  })

  test('releaseReservation: the person it is held for (by account or email), hosts and staff', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const { series } = await makeSeries({ hostId: host.id })
    const byAccount = await makeUser()
    const byEmail = await makeUser()
    const until = DateTime.utc().plus({ days: 2 })
    const forAccount = await reserve(series.id, host.id, { userId: byAccount.id }, until)
    const forEmail = await reserve(series.id, host.id, { email: byEmail.email }, until)
    assert.equal(outcome(await as(byAccount).execute('releaseReservation', series, forAccount)), 'allowed')
    assert.equal(outcome(await as(byEmail).execute('releaseReservation', series, forEmail)), 'allowed')
    assert.equal(outcome(await as(byEmail).execute('releaseReservation', series, forAccount)), 403)
    assert.equal(outcome(await as(host).execute('releaseReservation', series, forEmail)), 'allowed')
    assert.equal(outcome(await as(await makeUser({ roles: ['admin:basic'] })).execute('releaseReservation', series, forAccount)), 'allowed')
    // A hold of another series is not found through this one.
    const other = await makeSeries({ hostId: host.id })
    assert.equal(outcome(await as(host).execute('releaseReservation', other.series, forAccount)), 404)
  })
})

test.group('Series lists follow SeriesPolicy.view (visibleToVisitors)', () => {
  test('a visitor sees in lists exactly the series the policy lets them open', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const fixtures = await Promise.all(
      (['public', 'unlisted', 'membership', 'deleted'] as const).map(async (kind) => {
        const world = await makeWorld(kind === 'deleted' ? 'public' : kind)
        const { series } = await makeSeries({ hostId: host.id, world })
        if (kind === 'deleted') await world.softDelete()
        return { kind, series }
      })
    )
    const listed = await visibleToVisitors(db.from('series as s').join('worlds as w', 'w.id', 's.world_id'))
      .whereIn(
        's.id',
        fixtures.map(({ series }) => series.id)
      )
      .select('s.id')
    const inList = new Set(listed.map((row) => Number(row.id)))
    for (const { kind, series } of fixtures) {
      const allowed = (await as(null).execute('view', series)).authorized
      assert.equal(inList.has(series.id), allowed, kind)
    }
    assert.deepEqual(
      fixtures.filter(({ series }) => inList.has(series.id)).map(({ kind }) => kind),
      ['public', 'unlisted']
    )
  })
})

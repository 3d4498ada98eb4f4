import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { makeLearner, makeTutor, resetRateLimits } from '#tests/helpers/users'
import { loadSession } from '#modules/tutoring/index'
import { broadcastSubstitutes } from '../../actions/broadcast_substitutes.js'
import { ACCEPT_MESSAGES, acceptOffer } from '../../actions/accept_offer.js'
import { findOffer } from '../../queries/offers.js'
import { HOSTING_KIND, OFFER_KIND } from '../../notifications.js'
import { callOf, makeOffers, makeOnlineTutor, makeUnhostedSession, markOnline, notificationsOf, offersOf, onlyTheseOnline } from '../factories.js'

/*
 * issue 18 "Substitute broadcast: when a host has not opened the room 5 minutes after the start,
 * eligible tutors online are offered the session as a substitute; the first to accept becomes host
 * and learners are told." Online: spec 001 §3.1 users.last_online_at (within 10 minutes).
 */
async function offerIdOf(sessionId: number, userId: number) {
  const row = await db.from('substitute_offers').where('session_id', sessionId).where('user_id', userId).select('id').first()
  return row ? Number(row.id) : null
}

test.group('Substitutes: the broadcast job (issue 18)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('an unhosted session is offered to an online tutor once, however often the job runs', async ({ assert }) => {
    const tutor = await makeOnlineTutor()
    await onlyTheseOnline([tutor])
    const { session } = await makeUnhostedSession()
    await Promise.all([broadcastSubstitutes(), broadcastSubstitutes()])
    await broadcastSubstitutes()
    const calls = await db.from('substitute_calls').where('session_id', session.id).count('* as total').first()
    assert.equal(Number(calls.total), 1)
    assert.include(await offersOf(session.id), tutor.id)
    const told = (await notificationsOf(tutor.id, OFFER_KIND)).filter((n: any) => Number(n.session_id) === session.id)
    assert.lengthOf(told, 1)
    const payload = JSON.parse(told[0].payload)
    assert.equal(payload.offerId, await offerIdOf(session.id, tutor.id))
  })

  test('not offered before 5 minutes, once a host opened the room, without registrants, or to offline tutors', async ({ assert }) => {
    const online = await makeOnlineTutor()
    const offline = await makeTutor()
    await markOnline(offline, 11)
    await onlyTheseOnline([online, offline])
    const early = await makeUnhostedSession({ startedMinutesAgo: 3 })
    const opened = await makeUnhostedSession()
    await db.from('tutoring_sessions').where('id', opened.session.id).update({ attempted_hosting: true })
    const empty = await makeUnhostedSession({ learners: [] })
    const due = await makeUnhostedSession()
    await broadcastSubstitutes()
    assert.isNull(await callOf(early.session.id))
    assert.isNull(await callOf(opened.session.id))
    assert.isNull(await callOf(empty.session.id))
    const offered = await offersOf(due.session.id)
    assert.include(offered, online.id)
    assert.notInclude(offered, offline.id)
  })

  test("a tutor who may not host minors (background check flag) is never offered; nor a suspended or busy tutor, nor the session's own people", async ({ assert }) => {
    const eligible = await makeOnlineTutor()
    const flagged = await makeOnlineTutor(['flag:background_check_missing'])
    const suspended = await makeOnlineTutor()
    await db
      .from('users')
      .where('id', suspended.id)
      .update({ suspension_actions: JSON.stringify([{ context: 'admin', reason: 'test', note: null, createdAt: DateTime.utc().toISO(), byUserId: null, liftedAt: null }]) })
    const busy = await makeOnlineTutor()
    await makeUnhostedSession({ host: busy, startedMinutesAgo: 20 })
    await db.from('tutoring_sessions').where('user_id', busy.id).update({ attempted_hosting: true })
    const tutorLearner = await makeOnlineTutor()
    const host = await makeOnlineTutor()
    await onlyTheseOnline([eligible, flagged, suspended, busy, tutorLearner, host])
    const { session } = await makeUnhostedSession({ host, learners: [await makeLearner(), tutorLearner] })
    await broadcastSubstitutes()
    const offered = await offersOf(session.id)
    assert.include(offered, eligible.id)
    for (const excluded of [flagged, suspended, busy, tutorLearner, host]) assert.notInclude(offered, excluded.id)
  })
})

test.group('Substitutes: accepting (issue 18)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the first to accept becomes an approved host, can open the room, and learners and the original host are told', async ({ client, assert }) => {
    const first = await makeOnlineTutor()
    const second = await makeOnlineTutor()
    const { session, host, learners, offerIds } = await makeOffers([first, second])
    const response = await client.post(`/substitute/${offerIds[0]}/accept`).withCsrfToken().withInertia().loginAs(first).redirects(0)
    assert.equal(response.status(), 302)
    assert.equal(response.header('location'), `/session/${session.id}`)
    const loaded = await loadSession(session.id, first.id)
    assert.deepEqual(loaded!.viewerHost && { role: loaded!.viewerHost.role, approved: loaded!.viewerHost.approved }, { role: 'co-host', approved: true })
    const call = await callOf(session.id)
    assert.equal(Number(call.accepted_by_user_id), first.id)
    assert.equal(call.close_reason, 'accepted')

    const learnerTold = await notificationsOf(learners[0].id, HOSTING_KIND)
    assert.lengthOf(learnerTold, 1)
    assert.equal(JSON.parse(learnerTold[0].payload).hostName, first.displayName)
    assert.lengthOf(await notificationsOf(host.id, HOSTING_KIND), 1)
    assert.lengthOf(await notificationsOf(second.id, HOSTING_KIND), 0)

    // The join button works for the new host (tutoring's join route, a host while the session runs).
    const join = await client.get(`/session/${session.id}/join`).loginAs(first).redirects(0)
    assert.equal(join.status(), 302)
    assert.notInclude(String(join.header('location')), `/session/${session.id}`)
    const hostRow = await db.from('session_hosts').where('session_id', session.id).where('user_id', first.id).first()
    assert.isTrue(Boolean(hostRow.attempted_hosting))

    const late = await client.post(`/substitute/${offerIds[1]}/accept`).withCsrfToken().withInertia().loginAs(second).redirects(0)
    assert.equal(late.status(), 302)
    assert.equal((late.flashMessages() as any)?.error, ACCEPT_MESSAGES.taken)
    assert.isNull(await db.from('session_hosts').where('session_id', session.id).where('user_id', second.id).first())
    const page = await client.get(`/substitute/${offerIds[1]}`).withInertia().loginAs(second)
    assert.equal((page.inertiaProps as any).offer.status, 'taken')
  })

  test('two simultaneous accepts give exactly one host', async ({ assert }) => {
    const a = await makeOnlineTutor()
    const b = await makeOnlineTutor()
    const { session, offerIds } = await makeOffers([a, b])
    const [offerA, offerB] = await Promise.all(offerIds.map((id) => findOffer(id)))
    const outcomes = await Promise.all([acceptOffer(offerA!, a), acceptOffer(offerB!, b)])
    assert.equal(outcomes.filter((o) => o.ok).length, 1)
    const refused = outcomes.find((o) => !o.ok) as { ok: false; reason: string }
    assert.equal(refused.reason, ACCEPT_MESSAGES.taken)
    const hosts = await db.from('session_hosts').where('session_id', session.id).whereIn('user_id', [a.id, b.id]).whereNull('deleted_at')
    assert.lengthOf(hosts, 1)
  })

  test('an offer closes when the original host opens the room', async ({ client, assert }) => {
    const tutor = await makeOnlineTutor()
    const { session, host, offerIds, callId } = await makeOffers([tutor])
    const opened = await client.get(`/session/${session.id}/join`).loginAs(host).redirects(0)
    assert.equal(opened.status(), 302)
    const page = await client.get(`/substitute/${offerIds[0]}`).withInertia().loginAs(tutor)
    assert.equal((page.inertiaProps as any).offer.status, 'host-opened')
    const refused = await client.post(`/substitute/${offerIds[0]}/accept`).withCsrfToken().withInertia().loginAs(tutor).redirects(0)
    assert.equal((refused.flashMessages() as any)?.error, ACCEPT_MESSAGES.hostOpened)
    assert.isNull(await db.from('session_hosts').where('session_id', session.id).where('user_id', tutor.id).first())
    const call = await db.from('substitute_calls').where('id', callId).first()
    assert.equal(call.close_reason, 'host-opened')
  })

  test('the job closes offers of sessions that ended', async ({ assert }) => {
    const tutor = await makeOnlineTutor()
    const { session, callId, offerIds } = await makeOffers([tutor])
    const start = DateTime.utc().minus({ minutes: 90 })
    await db.from('tutoring_sessions').where('id', session.id).update({ start_date: sqlTime(start), end_date: sqlTime(start.plus({ minutes: 60 })) })
    await broadcastSubstitutes()
    const call = await db.from('substitute_calls').where('id', callId).first()
    assert.equal(call.close_reason, 'ended')
    const outcome = await acceptOffer((await findOffer(offerIds[0]))!, tutor)
    assert.deepEqual(outcome, { ok: false, reason: ACCEPT_MESSAGES.ended })
  })

  test('bad input changes nothing: a malformed or unknown offer id is not found', async ({ client, assert }) => {
    const tutor = await makeOnlineTutor()
    const { session, offerIds } = await makeOffers([tutor])
    for (const url of ['/substitute/abc/accept', '/substitute/0/accept', `/substitute/${offerIds[0] + 100000}/accept`]) {
      const response = await client.post(url).withCsrfToken().withInertia().loginAs(tutor).redirects(0)
      assert.equal(response.status(), 404, url)
    }
    const call = await callOf(session.id)
    assert.isNull(call.accepted_by_user_id)
    assert.isNull(await db.from('session_hosts').where('session_id', session.id).where('user_id', tutor.id).first())
  })
})

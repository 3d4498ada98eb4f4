import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import {
  SessionHost,
  ATTENDANCE_MESSAGES,
  HOST_MESSAGES,
  REGISTRATION_MESSAGES,
  REMOVAL_MESSAGES,
  SESSION_MESSAGES,
  registerForSession,
} from '#modules/tutoring/index'
import type { User } from '#modules/identity/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import SessionPolicy, { JOIN_REFUSED } from '../../policies/session_policy.js'
import { loadSession } from '../../queries/session_details.js'
import { makeSession } from '../factories.js'

/*
 * SessionPolicy, called directly (spec 000 §6.4, spec 001 §5.4, spec 002 §5–6). A verdict is
 * 'allow', or the status and reason of the denial ('' when it has no reason).
 */
const policy = new SessionPolicy()

function verdict(response: AuthorizerResponse) {
  if (response === true) return 'allow'
  if (response === false) return 'deny'
  return response.authorized ? 'allow' : `${response.status ?? 403} ${response.message ?? ''}`
}

const loaded = async (sessionId: number, viewer: User | null) => (await loadSession(sessionId, viewer?.id ?? null))!
const makeStaff = () => makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] })
const adultLearner = () => makeUser({ birth: birthForAge(22) })
const minorTutor = () => makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] })

async function approvedCohost(sessionId: number, user: User, approved = true) {
  return SessionHost.create({ userId: user.id, sessionId, role: 'co-host', attemptedHosting: false, tutoringSeconds: 0, approvedAt: approved ? DateTime.utc() : null })
}

test.group('SessionPolicy.view (spec 000 §6.4)', () => {
  test('public and unlisted worlds: anyone; membership worlds: members, staff and approved hosts', async ({ assert }) => {
    const open = await makeSession()
    const unlisted = await makeSession({ worldId: (await makeWorld('unlisted')).id })
    const world = await makeWorld('membership')
    const closed = await makeSession({ worldId: world.id })
    const [member, outsider, staff, cohost] = [await makeLearner(), await makeLearner(), await makeStaff(), await makeTutor()]
    await makeMember(member.id, world.id)
    await approvedCohost(closed.session.id, cohost)
    assert.equal(verdict(await policy.view(null, await loaded(open.session.id, null))), 'allow')
    assert.equal(verdict(await policy.view(null, await loaded(unlisted.session.id, null))), 'allow')
    assert.equal(verdict(await policy.view(null, await loaded(closed.session.id, null))), '404 Not found')
    assert.equal(verdict(await policy.view(outsider, await loaded(closed.session.id, outsider))), '404 Not found')
    assert.equal(verdict(await policy.view(member, await loaded(closed.session.id, member))), 'allow')
    assert.equal(verdict(await policy.view(staff, await loaded(closed.session.id, staff))), 'allow')
    assert.equal(verdict(await policy.view(cohost, await loaded(closed.session.id, cohost))), 'allow')
    assert.equal(verdict(await policy.view(closed.host, await loaded(closed.session.id, closed.host))), 'allow')
  })

  test('age buckets (spec 001 §5.4): an adult learner or a visitor may not see a minor tutor’s session', async ({ assert }) => {
    const { session } = await makeSession({ host: await minorTutor() })
    const check = async (viewer: User | null) => verdict(await policy.view(viewer, await loaded(session.id, viewer)))
    assert.equal(await check(null), '404 Not found')
    assert.equal(await check(await adultLearner()), '404 Not found')
    assert.equal(await check(await makeLearner()), 'allow')
    assert.equal(await check(await makeTutor()), 'allow')
    assert.equal(await check(await makeStaff()), 'allow')
  })

  test('a session of a deleted world: staff only, not even its host', async ({ assert }) => {
    const world = await makeWorld()
    const { session, host } = await makeSession({ worldId: world.id })
    await db.from('worlds').where('id', world.id).update({ deleted_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss') })
    const staff = await makeStaff()
    assert.equal(verdict(await policy.view(host, await loaded(session.id, host))), '404 Not found')
    assert.equal(verdict(await policy.view(staff, await loaded(session.id, staff))), 'allow')
  })
})

test.group('SessionPolicy: hosting and managing (spec 000 §6.4)', () => {
  test('create: tutors and staff; in a world they may see; on a topic they can tutor', async ({ assert }) => {
    const [learner, tutor, staff] = [await makeLearner(), await makeTutor(), await makeStaff()]
    assert.equal(verdict(await policy.create(learner)), 'deny')
    assert.equal(verdict(await policy.create(tutor)), 'allow')
    assert.equal(verdict(await policy.create(staff)), 'allow')
    const course = await makeCourse()
    const [challenge, unit] = [await makeTopic(course.id, 'challenge'), await makeTopic(course.id, 'unit')]
    const [open, closed] = [await makeWorld(), await makeWorld('membership')]
    assert.equal(verdict(await policy.create(tutor, open, challenge)), 'allow')
    assert.equal(verdict(await policy.create(tutor, closed, challenge)), `422 ${SESSION_MESSAGES.worldNotFound}`)
    assert.equal(verdict(await policy.create(tutor, open, unit)), `422 ${SESSION_MESSAGES.cannotTutorTopic}`)
  })

  test('edit and cancel: the primary host and staff, not co-hosts or other tutors', async ({ assert }) => {
    const { session, host } = await makeSession({ allowCohosts: true })
    const [cohost, tutor, staff] = [await makeTutor(), await makeTutor(), await makeStaff()]
    await approvedCohost(session.id, cohost)
    for (const ability of ['edit', 'cancel'] as const) {
      assert.equal(verdict(await policy[ability](host, await loaded(session.id, host))), 'allow', ability)
      assert.equal(verdict(await policy[ability](staff, await loaded(session.id, staff))), 'allow', ability)
      assert.equal(verdict(await policy[ability](cohost, await loaded(session.id, cohost))), 'deny', ability)
      assert.equal(verdict(await policy[ability](tutor, await loaded(session.id, tutor))), 'deny', ability)
    }
  })

  test('manageHosts (spec 002 §6): only the primary host, not co-hosts, not staff', async ({ assert }) => {
    const { session, host } = await makeSession({ allowCohosts: true })
    const [cohost, staff] = [await makeTutor(), await makeStaff()]
    await approvedCohost(session.id, cohost)
    assert.equal(verdict(await policy.manageHosts(host, await loaded(session.id, host), 'approve')), 'allow')
    assert.equal(verdict(await policy.manageHosts(cohost, await loaded(session.id, cohost), 'approve')), `403 ${HOST_MESSAGES.onlyMainHostApproves}`)
    assert.equal(verdict(await policy.manageHosts(cohost, await loaded(session.id, cohost), 'remove')), `403 ${HOST_MESSAGES.onlyMainHostRemoves}`)
    assert.equal(verdict(await policy.manageHosts(staff, await loaded(session.id, staff), 'remove')), `403 ${HOST_MESSAGES.onlyMainHostRemoves}`)
  })

  test('requestCohost: tutors who can tutor the topic and may see the session', async ({ assert }) => {
    const open = await makeSession({ allowCohosts: true })
    const locked = await makeSession({ allowCohosts: true, topicId: (await makeTopic((await makeCourse()).id, 'unit')).id })
    const hidden = await makeSession({ allowCohosts: true, worldId: (await makeWorld('membership')).id })
    const [tutor, learner] = [await makeTutor(), await makeLearner()]
    assert.equal(verdict(await policy.requestCohost(tutor, await loaded(open.session.id, tutor))), 'allow')
    assert.equal(verdict(await policy.requestCohost(learner, await loaded(open.session.id, learner))), `403 ${HOST_MESSAGES.notTutor}`)
    assert.equal(verdict(await policy.requestCohost(tutor, await loaded(locked.session.id, tutor))), `403 ${HOST_MESSAGES.notTutor}`)
    assert.equal(verdict(await policy.requestCohost(tutor, await loaded(hidden.session.id, tutor))), '404 Not found')
  })

  test('withdrawAsHost: one’s own waiting request only', async ({ assert }) => {
    const { session, host } = await makeSession({ allowCohosts: true })
    const [waiting, approved] = [await makeTutor(), await makeTutor()]
    await approvedCohost(session.id, waiting, false)
    await approvedCohost(session.id, approved)
    assert.equal(verdict(await policy.withdrawAsHost(waiting, await loaded(session.id, waiting))), 'allow')
    assert.equal(verdict(await policy.withdrawAsHost(approved, await loaded(session.id, approved))), `404 ${HOST_MESSAGES.hostNotFound}`)
    assert.equal(verdict(await policy.withdrawAsHost(host, await loaded(session.id, host))), `404 ${HOST_MESSAGES.hostNotFound}`)
  })

  test('viewRegistrants: approved hosts and staff', async ({ assert }) => {
    const { session, host } = await makeSession({ allowCohosts: true })
    const [approved, waiting, learner, staff] = [await makeTutor(), await makeTutor(), await makeLearner(), await makeStaff()]
    await approvedCohost(session.id, approved)
    await approvedCohost(session.id, waiting, false)
    assert.equal(verdict(await policy.viewRegistrants(host, await loaded(session.id, host))), 'allow')
    assert.equal(verdict(await policy.viewRegistrants(approved, await loaded(session.id, approved))), 'allow')
    assert.equal(verdict(await policy.viewRegistrants(staff, await loaded(session.id, staff))), 'allow')
    assert.equal(verdict(await policy.viewRegistrants(waiting, await loaded(session.id, waiting))), 'deny')
    assert.equal(verdict(await policy.viewRegistrants(learner, await loaded(session.id, learner))), 'deny')
  })
})

test.group('SessionPolicy: learners (spec 001 §5.4)', () => {
  test('register: a member in good standing who may see the session', async ({ assert }) => {
    const { session } = await makeSession()
    const minorHosted = await makeSession({ host: await minorTutor() })
    const [learner, suspended, adult] = [await makeLearner(), await makeLearner(['blocked']), await adultLearner()]
    assert.equal(verdict(await policy.register(learner, await loaded(session.id, learner))), 'allow')
    assert.equal(verdict(await policy.register(suspended, await loaded(session.id, suspended))), `403 ${REGISTRATION_MESSAGES.account}`)
    assert.equal(verdict(await policy.register(adult, await loaded(minorHosted.session.id, adult))), `404 ${REGISTRATION_MESSAGES.notFound}`)
  })

  test('cancelRegistration: one’s own registration; join: registrants and approved hosts', async ({ assert }) => {
    const { session, host } = await makeSession({ allowCohosts: true })
    const [registrant, stranger, waiting] = [await makeLearner(), await makeLearner(), await makeTutor()]
    assert.deepEqual(await registerForSession(session.id, registrant.id), { ok: true })
    await approvedCohost(session.id, waiting, false)
    assert.equal(verdict(await policy.cancelRegistration(registrant, await loaded(session.id, registrant))), 'allow')
    assert.equal(verdict(await policy.cancelRegistration(stranger, await loaded(session.id, stranger))), `409 ${REGISTRATION_MESSAGES.notRegistered}`)
    assert.equal(verdict(await policy.join(registrant, await loaded(session.id, registrant))), 'allow')
    assert.equal(verdict(await policy.join(host, await loaded(session.id, host))), 'allow')
    assert.equal(verdict(await policy.join(waiting, await loaded(session.id, waiting))), `403 ${JOIN_REFUSED}`)
    assert.equal(verdict(await policy.join(stranger, await loaded(session.id, stranger))), `403 ${JOIN_REFUSED}`)
  })
})

test.group('SessionPolicy.confirmAttendance / removeLearner (issue 11 §1)', () => {
  test('approved hosts only; others who may see the session get the reason; those who may not, a 404', async ({ assert }) => {
    const world = await makeWorld('membership')
    const { session, host } = await makeSession({ worldId: world.id, allowCohosts: true })
    const [registrant, outsider, staff, cohost, pending] = [await makeLearner(), await makeLearner(), await makeStaff(), await makeTutor(), await makeTutor()]
    for (const member of [registrant, pending]) await makeMember(member.id, world.id)
    await approvedCohost(session.id, cohost)
    await approvedCohost(session.id, pending, false)
    assert.isTrue((await registerForSession(session.id, registrant.id)).ok)
    for (const [action, reason] of [
      ['confirmAttendance', ATTENDANCE_MESSAGES.notHost],
      ['removeLearner', REMOVAL_MESSAGES.notHost],
    ] as const) {
      const check = async (viewer: User) => verdict(await policy[action](viewer, await loaded(session.id, viewer)))
      assert.equal(await check(host), 'allow', action)
      assert.equal(await check(cohost), 'allow', action)
      assert.equal(await check(pending), `403 ${reason}`, action)
      assert.equal(await check(registrant), `403 ${reason}`, action)
      assert.equal(await check(staff), `403 ${reason}`, action)
      assert.equal(await check(outsider), '404 Not found', action)
    }
  })
})

test.group('SessionPolicy.create: the background-check flag (spec 000 §6.1; issue 13 §3)', () => {
  test('an adult tutor flagged background-check-missing hosts no session; a minor tutor and staff are not held by it', async ({ assert }) => {
    const adult = await makeUser({ birth: birthForAge(25), roles: ['approved', 'tutor'] })
    assert.equal(verdict(await policy.create(adult)), 'allow')
    const flagged = await makeUser({ birth: birthForAge(25), roles: ['approved', 'tutor', 'flag:background_check_missing'] })
    assert.equal(verdict(await policy.create(flagged)), `403 ${SESSION_MESSAGES.backgroundCheckNeeded}`)
    const peer = await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor', 'flag:background_check_missing'] })
    assert.equal(verdict(await policy.create(peer)), 'allow')
    const staff = await makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic', 'flag:background_check_missing'] })
    assert.equal(verdict(await policy.create(staff)), 'allow')
  })

  test('the same flag holds for co-hosting: the flagged adult may not ask to co-host (issue 13 §3)', async ({ assert }) => {
    const open = await makeSession({ allowCohosts: true })
    const flagged = await makeUser({ birth: birthForAge(25), roles: ['approved', 'tutor', 'flag:background_check_missing'] })
    assert.equal(verdict(await policy.requestCohost(flagged, await loaded(open.session.id, flagged))), `403 ${SESSION_MESSAGES.backgroundCheckNeeded}`)
    const peer = await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor', 'flag:background_check_missing'] })
    assert.equal(verdict(await policy.requestCohost(peer, await loaded(open.session.id, peer))), 'allow')
  })
})

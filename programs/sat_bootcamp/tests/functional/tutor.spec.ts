import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import type { Role } from '#modules/identity/index'
import { markOnboardingSession } from '#modules/training/index'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { PARENT_CONSENT_PATH, TUTOR_AGREEMENT_VERSION } from '../../constants.js'
import { TUTOR_MESSAGES } from '../../tutor_rules.js'
import { ONBOARDING_LINK_MESSAGES } from '../../actions/link_onboarding_session.js'
import { LIVE_DAY, grantParentConsent, makeSatSession, pinAt } from '../helpers.js'

/*
 * The SAT tutor's path (spec 000 §2.1–2.2 /sat-bootcamp/tutor/consent?invite_code=,
 * /sat-bootcamp/tutor/request-consent, /sat-bootcamp/onboarding-sessions; spec 000 §6.4 "parent
 * consent is required for SAT bootcamp users under age; SAT user types are tutor and learner";
 * spec 001 §4.3 onboarding session release and deadline).
 */
type Person = Awaited<ReturnType<typeof makeUser>> | null
const staff = (...roles: Role[]) => makeUser({ birth: birthForAge(35), roles: ['approved', 'admin:basic', ...roles] })
const adultLearner = () => makeUser({ birth: birthForAge(19), roles: ['approved'] })
const minorTutor = () => makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] })
const AGREEMENT = { signedName: 'Sam Tutor', hostEverySession: true, attendOnboarding: true, followGuidelines: true, stayOnPlatform: true }
const agreements = (userId: number) => db.from('sat_bootcamp_tutor_agreements').where('user_id', userId)

function post(client: any, url: string, person: Person, body: Record<string, unknown> = {}) {
  const request = client.post(url).accept('json').withCsrfToken().redirects(0).json(body)
  return person ? request.loginAs(person) : request
}

function get(client: any, url: string, person: Person) {
  const request = client.get(url).withInertia().redirects(0)
  return person ? request.loginAs(person) : request
}

async function linkedOnboardingSession() {
  const session = await makeSatSession(await makeTutor())
  await db.table('sat_bootcamp_onboarding_sessions').insert({ session_id: session.id, sat_test: '2027-03', created_at: new Date() })
  await markOnboardingSession(session.id)
  return session
}

test.group('SAT tutor agreement: who may open and sign it (spec 000 §2.2)', () => {
  test('GET /sat-bootcamp/tutor/consent: members (minor and adult learners, tutors, staff) yes; visitors are sent to log in', async ({ client, assert }) => {
    for (const person of [await makeLearner(), await adultLearner(), await makeTutor(), await staff('admin:collegeboard')]) {
      const response = await get(client, '/sat-bootcamp/tutor/consent?invite_code=CB-Pilot', person)
      response.assertStatus(200)
      response.assertInertiaComponent('programs/sat_bootcamp/tutor_consent')
      assert.equal((response.inertiaProps as any).inviteCode, 'cb-pilot')
    }
    assert.include([302, 401], (await get(client, '/sat-bootcamp/tutor/consent', null)).status())
  })

  test('signing records the agreement once and makes the SAT user a tutor with the invite code; a visitor records nothing', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const first = await post(client, '/sat-bootcamp/tutor/consent', tutor, { ...AGREEMENT, inviteCode: 'Spring-26' })
    first.assertStatus(200)
    assert.equal(first.body().message, TUTOR_MESSAGES.agreementRecorded)
    const again = await post(client, '/sat-bootcamp/tutor/consent', tutor, AGREEMENT)
    assert.equal(again.body().message, TUTOR_MESSAGES.agreementAlreadySigned)
    const rows = await agreements(tutor.id)
    assert.lengthOf(rows, 1)
    assert.deepInclude(rows[0], { version: TUTOR_AGREEMENT_VERSION, signed_name: 'Sam Tutor', invite_code: 'spring-26' })
    assert.deepInclude(await db.from('sat_bootcamp_users').where('user_id', tutor.id).first(), { type: 'tutor', invite_code: 'spring-26' })
    // The person's own data export shows the signature (issue 20 §4).
    const exported = (await hooks.personalData(tutor.id)).sat_bootcamp.data as any
    assert.deepInclude(exported, { type: 'tutor', inviteCode: 'spring-26' })
    assert.equal(exported.tutorAgreement.version, TUTOR_AGREEMENT_VERSION)

    // A learner record (invited as a learner) becomes a tutor record; its first code is kept.
    const learner = await adultLearner()
    await db.table('sat_bootcamp_users').insert({ user_id: learner.id, type: 'learner', invite_code: 'first', created_at: new Date(), updated_at: new Date() })
    await post(client, '/sat-bootcamp/tutor/consent', learner, { ...AGREEMENT, inviteCode: 'second' })
    assert.deepInclude(await db.from('sat_bootcamp_users').where('user_id', learner.id).first(), { type: 'tutor', invite_code: 'first' })

    const visitor = await client.post('/sat-bootcamp/tutor/consent').withCsrfToken().redirects(0).json(AGREEMENT)
    assert.include([302, 401], visitor.status())
  })

  test('bad input changes nothing: a box left unticked, no name, a malformed invite code', async ({ client, assert }) => {
    const tutor = await makeTutor()
    for (const body of [{ ...AGREEMENT, stayOnPlatform: false }, { ...AGREEMENT, signedName: '' }, { ...AGREEMENT, inviteCode: 'no spaces!' }]) {
      const response = await post(client, '/sat-bootcamp/tutor/consent', tutor, body)
      response.assertStatus(422)
    }
    const unticked = await post(client, '/sat-bootcamp/tutor/consent', tutor, { ...AGREEMENT, stayOnPlatform: false })
    assert.include(JSON.stringify(unticked.body()), 'Confirm that you will talk with learners only on Peerhaven.')
    assert.lengthOf(await agreements(tutor.id), 0)
    assert.isNull(await db.from('sat_bootcamp_users').where('user_id', tutor.id).first())
  })

  test('GET /sat-bootcamp/tutor/request-consent sends a member to the parent request for this program; a visitor to log in', async ({ client, assert }) => {
    const response = await get(client, '/sat-bootcamp/tutor/request-consent', await minorTutor())
    response.assertStatus(302)
    assert.equal(response.header('location'), PARENT_CONSENT_PATH)
    assert.include([302, 401], (await get(client, '/sat-bootcamp/tutor/request-consent', null)).status())
    assert.notEqual((await get(client, '/sat-bootcamp/tutor/request-consent', null)).header('location'), PARENT_CONSENT_PATH)
  })

  test('the steps: a minor tutor sees the parent step until a parent consented; an adult has none', async ({ client, assert }) => {
    const minor = await minorTutor()
    let props = (await get(client, '/sat-bootcamp/tutor/consent', minor)).inertiaProps as any
    assert.deepInclude(props, { minor: true, parent: 'not_asked', agreement: null, onboarded: false, canPublish: false })
    await grantParentConsent(minor.id)
    props = (await get(client, '/sat-bootcamp/tutor/consent', minor)).inertiaProps as any
    assert.equal(props.parent, 'granted')
    const adult = (await get(client, '/sat-bootcamp/tutor/consent', await makeTutor())).inertiaProps as any
    assert.isFalse(adult.minor)
  })
})

test.group('SAT onboarding sessions (spec 001 §4.3)', () => {
  test('GET /sat-bootcamp/onboarding-sessions: tutors and SAT staff yes; learners (minor or adult) 403; visitors are sent to log in', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const session = await linkedOnboardingSession()
    for (const person of [await makeTutor(), await minorTutor(), await staff('admin:collegeboard')]) {
      const response = await get(client, '/sat-bootcamp/onboarding-sessions', person)
      response.assertStatus(200)
      const props = response.inertiaProps as any
      assert.equal(props.test.title, 'SAT March 2027')
      assert.isTrue(props.test.open)
      assert.include(props.sessions.map((row: { id: number }) => row.id), session.id)
    }
    for (const person of [await makeLearner(), await adultLearner(), await staff('admin:key_club')]) {
      ;(await get(client, '/sat-bootcamp/onboarding-sessions', person)).assertStatus(403)
    }
    assert.include([302, 401], (await get(client, '/sat-bootcamp/onboarding-sessions', null)).status())
  })

  test('a tutor signs up through the normal session registration; a learner, a minor tutor without consent and a visitor cannot', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const session = await linkedOnboardingSession()
    const url = `/sat-bootcamp/onboarding-sessions/${session.id}/register`
    const registered = (userId: number) => db.from('session_registrations').where({ session_id: session.id, user_id: userId }).whereNull('deleted_at').first()

    const learner = await makeLearner()
    ;(await post(client, url, learner)).assertStatus(403)
    const minor = await minorTutor()
    const refused = await post(client, url, minor)
    refused.assertStatus(409)
    assert.equal(refused.body().message, TUTOR_MESSAGES.onboardingParentConsent)
    assert.isNull(await registered(minor.id))
    assert.include([302, 401], (await client.post(url).withCsrfToken().redirects(0)).status())

    await grantParentConsent(minor.id)
    ;(await post(client, url, minor)).assertStatus(200)
    assert.isNotNull(await registered(minor.id))
    const tutor = await makeTutor()
    const ok = await post(client, url, tutor)
    ok.assertStatus(200)
    assert.equal(ok.body().message, TUTOR_MESSAGES.onboardingRegistered)
    const twice = await post(client, url, tutor)
    twice.assertStatus(409)
    assert.isNull(await registered(learner.id))
    const props = (await get(client, '/sat-bootcamp/onboarding-sessions', tutor)).inertiaProps as any
    assert.isTrue(props.sessions.find((row: { id: number }) => row.id === session.id).registered)
  })

  test('a session that is not an onboarding session, or outside the onboarding window, is refused', async ({ client, assert, cleanup }) => {
    const plain = await makeSatSession(await makeTutor(), 'Just a session')
    pinAt(LIVE_DAY, cleanup)
    const tutor = await makeTutor()
    const notOnboarding = await post(client, `/sat-bootcamp/onboarding-sessions/${plain.id}/register`, tutor)
    notOnboarding.assertStatus(409)
    assert.equal(notOnboarding.body().message, TUTOR_MESSAGES.onboardingNotOffered)
    const session = await linkedOnboardingSession()
    pinAt('2027-01-25T09:00', cleanup)
    const late = await post(client, `/sat-bootcamp/onboarding-sessions/${session.id}/register`, tutor)
    late.assertStatus(409)
    ;(await post(client, '/sat-bootcamp/onboarding-sessions/abc/register', tutor)).assertStatus(404)
  })

  test('POST /admin/sat/onboarding-sessions: SAT staff link a world session to a test; others may not; bad input changes nothing', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const session = await makeSatSession(await makeTutor())
    const linked = () => db.from('sat_bootcamp_onboarding_sessions').where('session_id', session.id).first()
    const body = { sessionId: session.id, test: '2027-03' }
    for (const person of [await makeTutor(), await makeLearner(), await staff('admin:key_club')]) {
      ;(await post(client, '/admin/sat/onboarding-sessions', person, body)).assertStatus(403)
    }
    assert.include([302, 401], (await client.post('/admin/sat/onboarding-sessions').withCsrfToken().redirects(0).json(body)).status())
    assert.isNull(await linked())

    const admin = await staff('admin:collegeboard')
    const wrongTest = await post(client, '/admin/sat/onboarding-sessions', admin, { sessionId: session.id, test: '2026-08' })
    wrongTest.assertStatus(422)
    assert.equal(wrongTest.body().message, ONBOARDING_LINK_MESSAGES.outsideWindow('SAT August 2026'))
    ;(await post(client, '/admin/sat/onboarding-sessions', admin, { sessionId: 'x', test: '2027-03' })).assertStatus(422)
    const { session: elsewhere } = await makeSession({ host: await makeTutor(), worldId: (await makeWorld()).id })
    const notWorld = await post(client, '/admin/sat/onboarding-sessions', admin, { sessionId: elsewhere.id, test: '2027-03' })
    assert.equal(notWorld.body().message, ONBOARDING_LINK_MESSAGES.notInWorld)
    assert.isNull(await linked())

    const ok = await post(client, '/admin/sat/onboarding-sessions', await staff('admin:user-support:lead'), body)
    ok.assertStatus(200)
    assert.deepInclude(await linked(), { sat_test: '2027-03' })
    assert.isNotNull(await db.from('training_onboarding_sessions').where('session_id', session.id).first())
    assert.equal((await post(client, '/admin/sat/onboarding-sessions', admin, body)).body().message, ONBOARDING_LINK_MESSAGES.alreadyLinked)
  })
})

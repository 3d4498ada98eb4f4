import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { ASSENT_PATH, PARENT_CONSENT_PATH, SAT_MESSAGES } from '../../constants.js'
import { LIVE_DAY, makeBootcamp, pinAt } from '../helpers.js'

/*
 * /sat-bootcamp and /sat-bootcamp/tutor (spec 000 §2.2; §1 / spec 002 "SAT bootcamp" claims).
 * Public pages: visitors, learners, tutors and staff all see them; what differs is the card.
 */
type Props = Record<string, any>
const propsOf = (response: { inertiaProps: unknown }) => response.inertiaProps as Props

test.group('SAT Bootcamp marketing pages: who may open them (spec 000 §2.2)', () => {
  test('{url} opens for visitors, learners, tutors and staff')
    .with([{ url: '/sat-bootcamp' }, { url: '/sat-bootcamp/tutor' }])
    .run(async ({ client, assert, cleanup }, { url }) => {
      pinAt(LIVE_DAY, cleanup)
      const people = [null, await makeLearner(), await makeTutor(), await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:collegeboard'] })]
      for (const person of people) {
        const request = client.get(url).withInertia()
        const response = await (person ? request.loginAs(person) : request)
        response.assertStatus(200)
        response.assertInertiaComponent('programs/sat_bootcamp/marketing')
        assert.equal(propsOf(response).view, url.endsWith('tutor') ? 'tutor' : 'learner')
      }
    })
})

test.group('SAT Bootcamp marketing page (issue 16 §2)', () => {
  test('the claims, the live SAT test and its open bootcamps with a register link (spec 000 §1)', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const host = await makeTutor()
    const open = await makeBootcamp(host.id, { title: 'Math with Morgan' })
    const otherTest = await makeBootcamp(host.id, { test: '2027-05', title: 'May math' })
    const response = await client.get('/sat-bootcamp').withInertia()
    const props = propsOf(response)
    assert.deepEqual(props.facts, { weeks: 4, sessionsPerWeek: 2, sessionMinutes: 75, maxLearners: 10, averageGain: '40–55 points' })
    assert.equal(props.test.title, 'SAT March 2027')
    assert.isTrue(props.test.learnerOpen)
    const ids = props.bootcamps.map((bootcamp: { id: number }) => bootcamp.id)
    assert.include(ids, open.id)
    assert.notInclude(ids, otherTest.id, 'only the current test’s bootcamps')
    assert.deepInclude(props.bootcamps.find((bootcamp: { id: number }) => bootcamp.id === open.id), { offeringSlug: 'sat-bootcamp-math', seatsLeft: 10 })
    assert.isNull(props.consent, 'a visitor has no consent steps')
    assert.deepEqual(props.offerings.map((offering: { slug: string }) => offering.slug), ['sat-bootcamp-math', 'sat-bootcamp-reading-writing'])
  })

  test('a signed-in minor sees the parent step then the assent step; an adult sees none (spec 000 §6.4)', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const minor = await makeLearner()
    const props = propsOf(await client.get('/sat-bootcamp').loginAs(minor).withInertia())
    assert.deepInclude(props.consent, { required: true, parent: 'not_asked', complete: false, assentCompletedAt: null })
    assert.equal(props.links.parentConsent, PARENT_CONSENT_PATH)
    assert.equal(props.links.assent, ASSENT_PATH)
    const adult = await makeUser({ birth: birthForAge(19), roles: ['approved'] })
    const adultProps = propsOf(await client.get('/sat-bootcamp').loginAs(adult).withInertia())
    assert.deepInclude(adultProps.consent, { required: false, complete: true })
  })

  test('?invite_code= is lowercased and recorded once, with the sat-invitation interest (spec 000 §2.2; 001 §5.5)', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const learner = await makeLearner()
    const first = await client.get('/sat-bootcamp?invite_code=%20SPRING-Lincoln%20&ref=mail').loginAs(learner).withInertia()
    assert.equal(propsOf(first).invitation, SAT_MESSAGES.invitationRecorded)
    const row = await db.from('sat_bootcamp_users').where('user_id', learner.id).first()
    assert.deepInclude(row, { type: 'learner', invite_code: 'spring-lincoln' })
    const user = await User.findOrFail(learner.id)
    assert.deepEqual(user.primaryInterest, { type: 'learn', interest: 'sat', format: 'program', programSlug: 'sat-bootcamp', worldSlug: null, source: 'sat-invitation' })

    await client.get('/sat-bootcamp?invite_code=OTHER').loginAs(learner).withInertia()
    assert.equal((await db.from('sat_bootcamp_users').where('user_id', learner.id).first()).invite_code, 'spring-lincoln', 'the first invitation is kept')

    const tutor = await makeTutor()
    await client.get('/sat-bootcamp/tutor?invite_code=TUTOR1').loginAs(tutor).withInertia()
    assert.equal((await db.from('sat_bootcamp_users').where('user_id', tutor.id).first()).type, 'tutor')
  })

  test('a malformed invite code is ignored and nothing is written; a visitor keeps it in the sign-up link', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const learner = await makeLearner()
    const response = await client.get('/sat-bootcamp?invite_code=%3Cscript%3E').loginAs(learner).withInertia()
    assert.isNull(propsOf(response).invitation)
    assert.isNull(await db.from('sat_bootcamp_users').where('user_id', learner.id).first())
    const visitor = propsOf(await client.get('/sat-bootcamp?invite_code=ABC').withInertia())
    assert.include(visitor.links.signUp, encodeURIComponent('/sat-bootcamp?invite_code=abc'))
    assert.isNull(visitor.invitation)
  })
})

test.group('SAT Bootcamp marketing page: as, ref, ref_sat and params (spec 000 §2.2)', () => {
  test('a signed-in person’s ref and ref_sat are recorded once with the code; as=tutor opens the tutor view and makes a tutor record', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const learner = await makeLearner()
    await client.get('/sat-bootcamp?ref=Newsletter&ref_sat=AMY-1').loginAs(learner).withInertia()
    const row = await db.from('sat_bootcamp_users').where('user_id', learner.id).first()
    assert.deepInclude(row, { type: 'learner', invite_code: null })
    assert.deepEqual(JSON.parse(row.invitation_params), { as: 'learner', ref: 'newsletter', refSat: 'amy-1' })
    await client.get('/sat-bootcamp?invite_code=LATE&ref=other').loginAs(learner).withInertia()
    const after = await db.from('sat_bootcamp_users').where('user_id', learner.id).first()
    assert.equal(after.invite_code, 'late', 'a code arriving later is still recorded')
    assert.equal(JSON.parse(after.invitation_params).ref, 'newsletter', 'the first parameters are kept')

    const tutor = await makeTutor()
    const bundle = Buffer.from(JSON.stringify({ invite_code: 'CB-7', as: 'tutor' })).toString('base64url')
    const response = await client.get(`/sat-bootcamp?params=${bundle}`).loginAs(tutor).withInertia()
    assert.equal(propsOf(response).view, 'tutor')
    assert.deepInclude(await db.from('sat_bootcamp_users').where('user_id', tutor.id).first(), { type: 'tutor', invite_code: 'cb-7' })
  })

  test('a visitor records nothing and keeps the parameters in the sign-up link; as alone records nothing', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const before = await db.from('sat_bootcamp_users').count('* as n')
    const visitor = propsOf(await client.get('/sat-bootcamp?invite_code=ABC&ref=mail&ref_sat=amy').withInertia())
    assert.include(visitor.links.signUp, encodeURIComponent('/sat-bootcamp?invite_code=abc&ref=mail&ref_sat=amy'))
    const member = await makeLearner()
    await client.get('/sat-bootcamp?as=learner').loginAs(member).withInertia()
    assert.isNull(await db.from('sat_bootcamp_users').where('user_id', member.id).first())
    assert.deepEqual(await db.from('sat_bootcamp_users').count('* as n'), before)
  })
})

test.group('SAT Bootcamp marketing page: the optional path (spec 000 §2.2)', () => {
  test('/sat-bootcamp/{path} and /sat-bootcamp/tutor/{path} open the page at that section; named paths and redirects keep theirs', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const learnerView = propsOf(await client.get('/sat-bootcamp/bootcamps').withInertia())
    assert.deepInclude(learnerView, { view: 'learner', section: 'bootcamps' })
    const tutorView = propsOf(await client.get('/sat-bootcamp/tutor/sign-up').withInertia())
    assert.deepInclude(tutorView, { view: 'tutor', section: 'sign-up' })
    assert.isNull(propsOf(await client.get('/sat-bootcamp').withInertia()).section)
    ;(await client.get('/sat-bootcamp/Bad%20Path').redirects(0)).assertStatus(404)

    const coming = await client.get('/sat-bootcamp/coming-soon').redirects(0)
    assert.equal(coming.header('location'), '/sat-bootcamp')
    const onboarding = await client.get('/sat-bootcamp/onboarding').redirects(0)
    assert.equal(onboarding.header('location'), '/sat-bootcamp/onboarding-sessions')
    const tutor = await makeTutor()
    ;(await client.get('/sat-bootcamp/onboarding-sessions').withInertia().loginAs(tutor)).assertInertiaComponent('programs/sat_bootcamp/onboarding_sessions')
    ;(await client.get('/sat-bootcamp/tutor/consent').withInertia().loginAs(tutor)).assertInertiaComponent('programs/sat_bootcamp/tutor_consent')
  })
})

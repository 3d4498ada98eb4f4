import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { markOnboardingSession } from '#modules/training/index'
import { makeMember } from '#modules/worlds/tests/factories'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { AGREEMENT_PATH, ONBOARDING_PATH, PROGRAM_SLUG, PUBLISH_PATH, TUTOR_PATH } from '../../constants.js'
import { signTutorAgreement } from '../../actions/sign_tutor_agreement.js'
import { linkSeriesToTest } from '../../actions/link_series_to_test.js'
import { TUTOR_MESSAGES } from '../../tutor_rules.js'
import { LIVE_DAY, ensureSatWorld, grantParentConsent, makeBootcamp, makeSatSession, pinAt } from '../helpers.js'

/*
 * Publishing a bootcamp (issue 16 "onboarding sessions that new bootcamp tutors attend before
 * publishing"; spec 000 §6.4 parent consent under age) and prompt 4 of spec 000 §2.4: "Prompt to
 * publish a bootcamp after levelling up to tutor in the SAT bootcamp world. It links to the
 * series-template schedule page and is not shown on that page."
 */
const subjectFor = (userId: number) => ({ userId, seriesId: null, templateId: null, programSlug: PROGRAM_SLUG, programIteration: '2027-03', offeringSlug: 'sat-bootcamp-math' })

async function attendOnboarding(userId: number) {
  const session = await makeSatSession(await makeTutor())
  await markOnboardingSession(session.id)
  await db.table('session_attendees').insert({ session_id: session.id, user_id: userId, role: 'learner', duration_seconds: 3600, created_at: new Date() })
}

const promptOf = async (client: any, url: string, person: Awaited<ReturnType<typeof makeUser>>) => ((await client.get(url).withInertia().loginAs(person)).inertiaProps as any).prompt

test.group('SAT bootcamp: who may publish (series.canHost)', () => {
  test('the agreement, then onboarding, then publishing is allowed; a minor also needs a parent (spec 000 §6.4)', async ({ assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const tutor = await makeTutor()
    assert.deepEqual(await hooks.ask('series.canHost', subjectFor(tutor.id)), { allowed: false, reason: TUTOR_MESSAGES.agreementNeeded })
    await signTutorAgreement(tutor.id, { signedName: 'Sam Tutor', inviteCode: null })
    assert.deepEqual(await hooks.ask('series.canHost', subjectFor(tutor.id)), { allowed: false, reason: TUTOR_MESSAGES.onboardingNeeded })
    await attendOnboarding(tutor.id)
    assert.deepEqual(await hooks.ask('series.canHost', subjectFor(tutor.id)), { allowed: true })

    const minor = await makeUser({ birth: birthForAge(16), roles: ['approved', 'tutor'] })
    await signTutorAgreement(minor.id, { signedName: 'Young Tutor', inviteCode: null })
    await attendOnboarding(minor.id)
    assert.deepEqual(await hooks.ask('series.canHost', subjectFor(minor.id)), { allowed: false, reason: TUTOR_MESSAGES.parentConsentNeeded })
    await grantParentConsent(minor.id)
    assert.deepEqual(await hooks.ask('series.canHost', subjectFor(minor.id)), { allowed: true })
    // Another program's subjects are not the SAT bootcamp's business.
    assert.deepEqual(await hooks.ask('series.canHost', { ...subjectFor(minor.id), programSlug: 'not-a-program', userId: (await makeLearner()).id }), { allowed: true })
  })
})

test.group('Prompt 4: publish a bootcamp after levelling up to tutor (spec 000 §2.4)', () => {
  test('shown to a tutor-level member of the world, not on the series-template page; not to a plain member or someone who left', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const world = await ensureSatWorld()
    const tutor = await makeTutor()
    await makeMember(tutor.id, world.id, 'tutor')
    const prompt = await promptOf(client, '/sat-bootcamp', tutor)
    assert.deepInclude(prompt, { key: 'sat_bootcamp.publish', title: 'Publish your first SAT bootcamp', component: 'programs/sat_bootcamp/publish_prompt' })
    assert.equal(prompt.props.publishPath, PUBLISH_PATH)
    assert.isNull(await promptOf(client, PUBLISH_PATH, tutor), 'not shown on the page it links to')
    // Decision: nor on the steps the publish page's refusal sends a new tutor to (it cannot be closed).
    for (const step of [AGREEMENT_PATH, ONBOARDING_PATH]) assert.isNull(await promptOf(client, step, tutor), step)
    assert.isNotNull(await promptOf(client, TUTOR_PATH, tutor), 'still shown on the tutor view')

    const member = await makeTutor()
    await makeMember(member.id, world.id, 'member')
    assert.isNull(await promptOf(client, '/sat-bootcamp', member))
    const left = await makeTutor()
    await makeMember(left.id, world.id, 'coach', { left: true })
    assert.isNull(await promptOf(client, '/sat-bootcamp', left))
    assert.isNull(await promptOf(client, '/sat-bootcamp', await makeLearner()))
  })

  test('answered by "Not now" or by publishing a bootcamp; bad input and visitors change nothing', async ({ client, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const world = await ensureSatWorld()
    const tutor = await makeTutor()
    await makeMember(tutor.id, world.id, 'senior-tutor')
    const bad = await client.post('/sat-bootcamp/publish-prompt').accept('json').withCsrfToken().json({ answer: 'never' }).loginAs(tutor)
    bad.assertStatus(422)
    const visitor = await client.post('/sat-bootcamp/publish-prompt').withCsrfToken().redirects(0).json({ answer: 'later' })
    assert.include([302, 401], visitor.status())
    assert.isNotNull(await promptOf(client, '/sat-bootcamp', tutor))

    const answered = await client.post('/sat-bootcamp/publish-prompt').accept('json').withCsrfToken().json({ answer: 'later' }).loginAs(tutor)
    answered.assertStatus(200)
    assert.isNull(await promptOf(client, '/sat-bootcamp', tutor))
    assert.deepInclude(await db.from('sat_bootcamp_users').where('user_id', tutor.id).first(), { type: 'tutor' })

    const publisher = await makeTutor()
    await makeMember(publisher.id, world.id, 'tutor')
    const bootcamp = await makeBootcamp(publisher.id)
    await linkSeriesToTest(bootcamp.id, bootcamp.seriesTemplateId)
    assert.isNull(await promptOf(client, '/sat-bootcamp', publisher))
  })
})

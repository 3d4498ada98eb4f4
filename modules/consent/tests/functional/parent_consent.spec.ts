import { test } from '@japa/runner'
import { consentVeto } from '#kernel/programs/consent'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { makeLearner, makeUser, resetRateLimits, waitForMail } from '#tests/helpers/users'
import { capturedMail } from '#app/support/mail/log_transport'
import { ledgerConsentStore } from '../../store.js'
import ConsentEvent from '../../models/consent_event.js'
import { CONSENT_MESSAGES } from '../../policies/consent_policy.js'
import { REVOKE_MESSAGES } from '../../actions/revoke_guardian_consent.js'
import { GRANT_MESSAGES } from '../../actions/grant_parent_consent.js'
import { GUARDIAN_LINKS_SENT } from '../../controllers/guardian_controller.js'
import { CONSENT_GIVEN_KIND, CONSENT_REVOKED_KIND, CONSENT_WITHDRAWN_KIND } from '../../notifications.js'
import { DEMO, DEMO_FLOWS, expiredParentLink, guardianLinkFor, installDemoPrograms, linkIn, restorePrograms } from '../helpers.js'
import db from '@adonisjs/lucid/services/db'
import { setConsentStore } from '#kernel/programs/consent'

/*
 * The parent/guardian flow end to end (issue 16 §1; spec 000 §2.2 /request-parent-consent;
 * spec 001 §4.4 consent requested → completed, assent separate).
 */
const demoProgram = { slug: DEMO.slug, consent: DEMO_FLOWS } as unknown as RegisteredProgram
const count = async (userId: number) => Number((await ConsentEvent.query().where('user_id', userId).count('* as n'))[0].$extras.n)
let counter = 0
const guardianEmail = () => `parent${Date.now().toString(36)}${++counter}@example.org`

async function requestConsent(client: any, learner: any, email: string) {
  const response = await client
    .post('/request-parent-consent')
    .withInertia()
    .withCsrfToken()
    .redirects(0)
    .json({ program: DEMO.slug, guardianName: 'Pat Parent', guardianEmail: email })
    .loginAs(learner)
  return response
}

function consentAs(client: any, path: string, body: Record<string, unknown> = {}, json = false) {
  const request = client.post(path).withCsrfToken()
  return (json ? request.accept('json') : request.withInertia())
    .redirects(0)
    .json({ relationship: 'parent', signedName: 'Pat Parent', confirmGuardian: true, confirmParticipation: true, confirmRevocable: true, ...body })
}

test.group('Parent consent, assent and revocation (issue 16 §1; spec 001 §4.4)', (group) => {
  group.setup(() => {
    installDemoPrograms()
    setConsentStore(ledgerConsentStore)
    return () => {
      restorePrograms()
    }
  })
  group.each.setup(() => resetRateLimits())

  test('a minor asks, the parent consents from the email, the learner assents: registration is allowed', async ({ client, assert }) => {
    const learner = await makeLearner()
    const email = guardianEmail()
    assert.deepEqual(await consentVeto(demoProgram, learner.id), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })

    assert.equal((await requestConsent(client, learner, email)).status(), 302)
    const request = await ConsentEvent.query().where('user_id', learner.id).firstOrFail()
    assert.include(request.serialize(), { action: 'request', givenBy: 'parent_guardian', programSlug: DEMO.slug, guardianEmail: email })
    assert.notEqual(request.ipHash, '127.0.0.1')
    assert.match(request.ipHash!, /^[0-9a-f]{64}$/)

    const mail = await waitForMail(email, (text) => text.includes('/parent-consent/'))
    assert.include(mail.text, learner.firstName)
    assert.include(mail.text, DEMO.title)
    const link = linkIn(mail.text, '/parent-consent/')

    const page = await client.get(link).withInertia()
    assert.equal(page.status(), 200)
    assert.equal((page.inertiaProps as any).learnerFirstName, learner.firstName)
    assert.equal((page.inertiaProps as any).program.title, DEMO.title)
    assert.equal(page.headers()['referrer-policy'], 'same-origin')

    assert.equal((await consentAs(client, link)).status(), 302)
    const grant = await ConsentEvent.query().where('user_id', learner.id).where('action', 'grant').firstOrFail()
    assert.equal(grant.givenBy, 'parent_guardian')
    assert.equal(grant.guardianEmail, email)
    assert.include(JSON.parse(grant.evidence!), { form: 'parent-consent-v1', requestEventId: request.id, relationship: 'parent', signedName: 'Pat Parent' })
    assert.deepEqual(await consentVeto(demoProgram, learner.id), { allowed: false, reason: 'Please complete "Your assent" before registering.' })
    assert.lengthOf(await db.from('notifications').where('user_id', learner.id).where('key', CONSENT_GIVEN_KIND), 1)

    // Granting twice records nothing more.
    assert.equal((await consentAs(client, link)).status(), 302)
    assert.equal(await ConsentEvent.query().where('user_id', learner.id).where('action', 'grant').count('* as n').then((r) => Number(r[0].$extras.n)), 1)

    const assent = await client.post('/consent/assent').withInertia().withCsrfToken().redirects(0).json({ program: DEMO.slug, agree: true }).loginAs(learner)
    assert.equal(assent.status(), 302)
    assert.deepEqual(await consentVeto(demoProgram, learner.id), { allowed: true })
    const mine = await client.get('/consent/assent').withInertia().loginAs(learner)
    assert.sameMembers(
      (mine.inertiaProps as any).consents.map((c: any) => `${c.kind}:${c.status}`),
      ['consent:granted', 'assent:granted']
    )
  })

  test('bad input changes nothing: a bad email, a program without parent consent, missing ticks', async ({ client, assert }) => {
    const learner = await makeLearner()
    const bad = await client.post('/request-parent-consent').withInertia().withCsrfToken().redirects(0).json({ program: DEMO.slug, guardianName: 'Pat', guardianEmail: 'not-an-email' }).loginAs(learner)
    assert.equal(bad.status(), 302)
    const json = await client.post('/request-parent-consent').accept('json').withCsrfToken().json({ program: 'consent-plain', guardianName: 'Pat Parent', guardianEmail: 'p@example.org' }).loginAs(learner)
    assert.equal(json.status(), 422)
    assert.equal(json.body().message, CONSENT_MESSAGES.noParentProgram)
    const unknown = await client.post('/request-parent-consent').accept('json').withCsrfToken().json({ program: 'nope', guardianName: 'Pat Parent', guardianEmail: 'p@example.org' }).loginAs(learner)
    assert.equal(unknown.status(), 422)
    const own = await client.post('/request-parent-consent').accept('json').withCsrfToken().json({ program: DEMO.slug, guardianName: 'Me Myself', guardianEmail: learner.email.toUpperCase() }).loginAs(learner)
    assert.equal(own.status(), 422)
    assert.equal(own.body().message, CONSENT_MESSAGES.ownEmail)
    assert.equal(await count(learner.id), 0)

    const email = guardianEmail()
    await requestConsent(client, learner, email)
    const link = linkIn((await waitForMail(email)).text, '/parent-consent/')
    const missing = await client.post(link).accept('json').withCsrfToken().json({ relationship: 'parent', signedName: 'Pat Parent', confirmGuardian: true, confirmParticipation: false, confirmRevocable: true })
    assert.equal(missing.status(), 422)
    assert.deepInclude(missing.body().errors, { field: 'confirmParticipation', message: 'Confirm that you agree to the program.', rule: 'accepted' })
    assert.equal(await count(learner.id), 1)
  })

  test('an expired link says so (410), a tampered one is refused (403); neither changes anything', async ({ client, assert }) => {
    const learner = await makeLearner()
    const email = guardianEmail()
    await requestConsent(client, learner, email)
    const request = await ConsentEvent.query().where('user_id', learner.id).firstOrFail()
    const expired = expiredParentLink(request.id)
    const page = await client.get(expired).withInertia()
    assert.equal(page.status(), 410)
    assert.equal((page.inertiaProps as any).message, CONSENT_MESSAGES.linkExpired)
    assert.equal((await consentAs(client, expired)).status(), 410)

    const good = linkIn((await waitForMail(email)).text, '/parent-consent/')
    const [payload, signature] = good.slice('/parent-consent/'.length).split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), d: { r: request.id + 1 } })).toString('base64url')
    for (const tampered of [`/parent-consent/${forged}.${signature}`, `/parent-consent/${payload}.${signature.slice(0, -2)}xx`]) {
      const refused = await client.get(tampered).withInertia()
      assert.equal(refused.status(), 403)
      assert.equal((refused.inertiaProps as any).message, CONSENT_MESSAGES.linkInvalid)
      assert.equal((await consentAs(client, tampered)).status(), 403)
    }
    // A guardian link is not a consent link and the other way round.
    assert.equal((await client.get(`/guardian/${good.slice('/parent-consent/'.length)}`).withInertia()).status(), 403)
    assert.equal(await count(learner.id), 1)
  })

  test('a newer request supersedes the older link', async ({ client, assert }) => {
    const learner = await makeLearner()
    const first = guardianEmail()
    await requestConsent(client, learner, first)
    const oldLink = linkIn((await waitForMail(first)).text, '/parent-consent/')
    await requestConsent(client, learner, guardianEmail())
    const answer = await consentAs(client, oldLink, {}, true)
    assert.equal(answer.status(), 409)
    assert.equal(await ConsentEvent.query().where('user_id', learner.id).where('action', 'grant').first(), null)
  })

  test('once one guardian consented, asking another names no one new: the second link gives nothing twice', async ({ client, assert }) => {
    const learner = await makeLearner()
    const pat = guardianEmail()
    const sam = guardianEmail()
    await requestConsent(client, learner, pat)
    await consentAs(client, linkIn((await waitForMail(pat)).text, '/parent-consent/'))
    await requestConsent(client, learner, sam)
    const second = await consentAs(client, linkIn((await waitForMail(sam, (text) => text.includes('/parent-consent/'))).text, '/parent-consent/'), {}, true)
    assert.equal(second.status(), 409)
    assert.equal(second.body().message, GRANT_MESSAGES.alreadyGiven)
    assert.lengthOf(((await client.get(guardianLinkFor(learner.id, pat)).withInertia()).inertiaProps as any).consents, 1)
    assert.lengthOf(((await client.get(guardianLinkFor(learner.id, sam)).withInertia()).inertiaProps as any).consents, 0)
  })

  test('the guardian view lists this learner only; withdrawing appends a revoke, tells staff and vetoes again', async ({ client, assert }) => {
    const staff = await makeUser({ birth: '1985-01-01', roles: ['approved', 'admin:basic', 'admin:user-support:lead'] })
    const learner = await makeLearner()
    const sibling = await makeLearner()
    const email = guardianEmail()
    for (const who of [learner, sibling]) {
      await requestConsent(client, who, email)
      const link = linkIn((await waitForMail(email, (text) => text.includes('/parent-consent/') && text.includes(who.firstName))).text, '/parent-consent/')
      capturedMail.clear()
      await consentAs(client, link)
    }
    await client.post('/consent/assent').withInertia().withCsrfToken().redirects(0).json({ program: DEMO.slug, agree: true }).loginAs(learner)
    assert.deepEqual(await consentVeto(demoProgram, learner.id), { allowed: true })

    const view = guardianLinkFor(learner.id, email)
    const page = await client.get(view).withInertia()
    assert.equal(page.status(), 200)
    const consents = (page.inertiaProps as any).consents
    assert.lengthOf(consents, 1)
    assert.equal(consents[0].status, 'granted')
    assert.notProperty(consents[0], 'guardianEmail')

    // Another guardian's link for the same learner shows nothing and withdraws nothing.
    const stranger = guardianLinkFor(learner.id, 'someone.else@example.org')
    assert.lengthOf(((await client.get(stranger).withInertia()).inertiaProps as any).consents, 0)
    const refused = await client.post(`${stranger}/revoke`).accept('json').withCsrfToken().json({ key: consents[0].key })
    assert.equal(refused.status(), 409)
    assert.equal(refused.body().message, REVOKE_MESSAGES.notYours)
    // Withdrawing for this learner leaves the sibling's consent (same guardian, same program) as it was.
    const before = await count(sibling.id)

    const revoked = await client.post(`${view}/revoke`).accept('json').withCsrfToken().json({ key: consents[0].key })
    assert.equal(revoked.status(), 200)
    assert.equal(revoked.body().message, REVOKE_MESSAGES.done)
    const last = await ConsentEvent.query().where('user_id', learner.id).orderBy('id', 'desc').firstOrFail()
    assert.equal(last.action, 'revoke')
    assert.equal(last.givenBy, 'parent_guardian')
    assert.deepEqual(await consentVeto(demoProgram, learner.id), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })
    assert.equal(await count(sibling.id), before)
    assert.deepEqual(await consentVeto(demoProgram, sibling.id), { allowed: false, reason: 'Please complete "Your assent" before registering.' })

    const told = await db.from('notifications').where('user_id', staff.id).where('key', CONSENT_REVOKED_KIND)
    assert.lengthOf(told, 1)
    assert.equal(JSON.parse(told[0].payload).learnerId, learner.id)
    assert.lengthOf(await db.from('notifications').where('user_id', learner.id).where('key', CONSENT_WITHDRAWN_KIND), 1)
    assert.lengthOf(await db.from('notifications').where('user_id', sibling.id).where('key', CONSENT_WITHDRAWN_KIND), 0)

    // Withdrawing again changes nothing.
    assert.equal((await client.post(`${view}/revoke`).accept('json').withCsrfToken().json({ key: consents[0].key })).status(), 409)
    const after = await client.get(view).withInertia()
    assert.equal((after.inertiaProps as any).consents[0].status, 'revoked')
  })

  test('an expired guardian link is 410 and withdraws nothing', async ({ client, assert }) => {
    const learner = await makeLearner()
    const email = guardianEmail()
    await requestConsent(client, learner, email)
    await consentAs(client, linkIn((await waitForMail(email)).text, '/parent-consent/'))
    const expired = guardianLinkFor(learner.id, email, new Date(Date.now() - 1000))
    assert.equal((await client.get(expired).withInertia()).status(), 410)
    const key = `consent|participation|${DEMO.slug}|*|parent_guardian`
    assert.equal((await client.post(`${expired}/revoke`).accept('json').withCsrfToken().json({ key })).status(), 410)
    assert.deepEqual((await ConsentEvent.query().where('user_id', learner.id).orderBy('id')).map((row) => row.action), ['request', 'grant'])
  })

  test('/guardian mails a fresh link to a guardian who consented, and answers the same for an unknown address', async ({ client, assert }) => {
    const learner = await makeLearner()
    const email = guardianEmail()
    await requestConsent(client, learner, email)
    await consentAs(client, linkIn((await waitForMail(email)).text, '/parent-consent/'))
    capturedMail.clear()
    const known = await client.post('/guardian').accept('json').withCsrfToken().json({ email: email.toUpperCase() })
    assert.equal(known.body().message, GUARDIAN_LINKS_SENT)
    const link = linkIn((await waitForMail(email, (text) => text.includes('/guardian/'))).text, '/guardian/')
    assert.equal(((await client.get(link).withInertia()).inertiaProps as any).learnerFirstName, learner.firstName)
    const unknownAddress = guardianEmail()
    const unknown = await client.post('/guardian').accept('json').withCsrfToken().json({ email: unknownAddress })
    assert.equal(unknown.body().message, GUARDIAN_LINKS_SENT)
    assert.lengthOf(capturedMail.to(unknownAddress), 0)
    const bad = await client.post('/guardian').accept('json').withCsrfToken().json({ email: 'nope' })
    assert.equal(bad.status(), 422)
  })
})

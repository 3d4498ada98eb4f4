import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { consentVeto, setConsentStore } from '#kernel/programs/consent'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { makeLearner, resetRateLimits, waitForMail } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { ledgerConsentStore } from '../../store.js'
import ConsentEvent from '../../models/consent_event.js'
import { DEMO, DEMO_FLOWS, installDemoPrograms, linkIn, restorePrograms } from '../helpers.js'

/*
 * Issue 16 §1 in Chromium at 360 px (a phone): a 15-year-old asks a parent; the parent consents
 * from the emailed link without an account; the learner assents; the parent withdraws from the
 * guardian link. The accessibility gate checks every page on the way.
 */
const demoProgram = { slug: DEMO.slug, consent: DEMO_FLOWS } as unknown as RegisteredProgram
const phone = (page: Page) => page.setViewportSize({ width: 360, height: 800 })

test.group('Consent in a real browser (issue 16 §1)', (group) => {
  group.setup(() => {
    installDemoPrograms()
    setConsentStore(ledgerConsentStore)
    return () => restorePrograms()
  })
  group.each.setup(() => resetRateLimits())

  test('ask a parent, the parent consents, the learner assents, the parent withdraws', async ({ browserContext, assert }) => {
    const learner = await makeLearner()
    const email = `browser.parent.${Date.now().toString(36)}@example.org`

    await browserContext.loginAs(learner)
    let page = await browserContext.newPage()
    await phone(page)
    await page.goto(`/request-parent-consent?program=${DEMO.slug}`)
    await page.getByLabel(/^Parent or guardian's name/).fill('Pat Parent')
    await page.getByLabel(/^Parent or guardian's email/).fill(email)
    await page.getByRole('button', { name: 'Email my parent or guardian' }).click()
    await page.getByText('Asked, waiting').first().waitFor()

    const link = linkIn((await waitForMail(email)).text, '/parent-consent/')
    await page.close()
    await browserContext.clearCookies()
    page = await browserContext.newPage()
    await phone(page)
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: `Consent for ${learner.firstName}` }).waitFor()
    await page.getByRole('button', { name: 'I give my consent' }).click()
    await page.getByText('Confirm that you are the parent or legal guardian.').waitFor()
    await page.getByLabel('A parent').check()
    for (const box of await page.getByRole('checkbox').all()) await box.check()
    await page.getByRole('button', { name: 'I give my consent' }).click()
    await eventually(async () => (await ConsentEvent.query().where('user_id', learner.id).where('action', 'grant').first()) !== null, 'the grant')
    assert.deepEqual(await consentVeto(demoProgram, learner.id), { allowed: false, reason: 'Please complete "Your assent" before registering.' })

    await page.close()
    await browserContext.loginAs(learner)
    page = await browserContext.newPage()
    await phone(page)
    await page.goto(`/consent/assent?program=${DEMO.slug}`)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'I agree' }).click()
    await eventually(async () => (await ConsentEvent.query().where('user_id', learner.id).where('action', 'assent').first()) !== null, 'the assent')
    assert.deepEqual(await consentVeto(demoProgram, learner.id), { allowed: true })

    const guardian = linkIn((await waitForMail(email, (text) => text.includes('/guardian/'))).text, '/guardian/')
    await page.close()
    await browserContext.clearCookies()
    page = await browserContext.newPage()
    await phone(page)
    await page.goto(guardian)
    await page.getByRole('button', { name: `Withdraw consent for ${DEMO.title}` }).click()
    await page.getByRole('dialog', { name: 'Withdraw your consent?' }).getByRole('button', { name: 'Withdraw consent', exact: true }).click()
    await page.getByText('Withdrawn', { exact: true }).waitFor()
    assert.deepEqual(await consentVeto(demoProgram, learner.id), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })
    // Nothing is wider than the phone.
    assert.isAtMost(await page.evaluate<number>('document.documentElement.scrollWidth'), 360)
  }).timeout(120_000)
})

import { test } from '@japa/runner'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor, resetRateLimits, waitForMail } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { LIVE_DAY, linkIn, makeBootcamp, pinAt } from '../helpers.js'

/*
 * Issue 16 "Done when", in Chromium at 360 px: a 15-year-old with an invite code asks a parent
 * (spec 000 §2.2 /request-parent-consent); the parent consents from the emailed link without an
 * account; the learner assents and registers for a math bootcamp; the parent withdraws from the
 * guardian view and the learner's registration is withdrawn (spec 000 §6.4; 001 §4.4).
 */
const phone = (page: Page) => page.setViewportSize({ width: 360, height: 800 })
const registrationOf = (seriesId: number, userId: number) => db.from('series_registrations').where({ series_id: seriesId, user_id: userId }).first()

test.group('SAT Bootcamp consent and registration in a browser (issue 16 §2)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a minor asks a parent, the parent consents, the learner assents and registers, the parent withdraws', async ({ browserContext, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const bootcamp = await makeBootcamp((await makeTutor()).id, { title: 'Math Bootcamp with Riley' })
    const learner = await makeLearner()
    const email = `sat.parent.${Date.now().toString(36)}@example.org`

    await browserContext.loginAs(learner)
    let page = await browserContext.newPage()
    await phone(page)
    await page.goto('/sat-bootcamp?invite_code=FRIEND-42')
    await page.getByText('Invitation accepted').waitFor()
    await page.getByRole('heading', { name: 'Before you register: ask a parent' }).waitFor()
    await page.getByRole('link', { name: 'Ask a parent or guardian' }).click()
    await page.waitForURL(/\/request-parent-consent\?program=sat-bootcamp/)
    await page.getByLabel(/^Parent or guardian's name/).fill('Pat Parent')
    await page.getByLabel(/^Parent or guardian's email/).fill(email)
    await page.getByRole('button', { name: 'Email my parent or guardian' }).click()
    await page.getByText('Asked, waiting').first().waitFor()
    assert.equal((await db.from('sat_bootcamp_users').where('user_id', learner.id).first()).invite_code, 'friend-42')

    // The parent, without an account, from the emailed link.
    const link = linkIn((await waitForMail(email)).text, '/parent-consent/')
    await page.close()
    await browserContext.clearCookies()
    page = await browserContext.newPage()
    await phone(page)
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: `Consent for ${learner.firstName}` }).waitFor()
    await page.getByLabel('A parent').check()
    for (const box of await page.getByRole('checkbox').all()) await box.check()
    await page.getByRole('button', { name: 'I give my consent' }).click()
    await eventually(async () => (await db.from('consent_events').where({ user_id: learner.id, action: 'grant', program_slug: 'sat-bootcamp' }).first()) !== null, 'the grant')

    // The learner: the parent step is done; assent, then register.
    await page.close()
    await browserContext.loginAs(learner)
    page = await browserContext.newPage()
    await phone(page)
    await page.goto('/sat-bootcamp')
    await page.getByRole('link', { name: 'Give your assent' }).click()
    await page.waitForURL(/\/consent\/assent\?program=sat-bootcamp/)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'I agree' }).click()
    await eventually(async () => (await db.from('consent_events').where({ user_id: learner.id, action: 'assent', program_slug: 'sat-bootcamp' }).first()) !== null, 'the assent')
    await page.goto('/sat-bootcamp')
    await page.getByText('Consent complete').waitFor()
    await page.getByRole('link', { name: 'Register for Math Bootcamp with Riley' }).click()
    await page.waitForURL(new RegExp(`/series/${bootcamp.id}$`))
    await page.getByRole('button', { name: 'Register for the series' }).click()
    await page.getByText("You're registered").waitFor()
    assert.isNull((await registrationOf(bootcamp.id, learner.id)).withdrawn_at)
    assert.isAtMost(await page.evaluate<number>('document.documentElement.scrollWidth'), 360)

    // The parent withdraws from the guardian view: the registration is withdrawn.
    const guardian = linkIn((await waitForMail(email, (text) => text.includes('/guardian/'))).text, '/guardian/')
    await page.close()
    await browserContext.clearCookies()
    page = await browserContext.newPage()
    await phone(page)
    await page.goto(guardian)
    await page.getByRole('button', { name: 'Withdraw consent for SAT Bootcamp' }).click()
    await page.getByRole('dialog', { name: 'Withdraw your consent?' }).getByRole('button', { name: 'Withdraw consent', exact: true }).click()
    await page.getByText('Withdrawn', { exact: true }).waitFor()
    await eventually(async () => (await registrationOf(bootcamp.id, learner.id))?.withdrawn_at !== null, 'the withdrawal')
    assert.equal((await registrationOf(bootcamp.id, learner.id)).withdrawal_source, 'consent')

    // Back on the program page, the learner is asked for a parent's consent again.
    await page.close()
    await browserContext.loginAs(learner)
    page = await browserContext.newPage()
    await phone(page)
    await page.goto('/sat-bootcamp')
    await page.getByText('Withdrawn by your parent or guardian').waitFor()
    assert.isAtMost(await page.evaluate<number>('document.documentElement.scrollWidth'), 360)
  }).timeout(180_000)
})

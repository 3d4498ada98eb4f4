import { test } from '@japa/runner'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import { markOnboardingSession } from '#modules/training/index'
import { makeMember } from '#modules/worlds/tests/factories'
import { makeTutor } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { LIVE_DAY, ensureSatWorld, makeSatSession, pinAt } from '../helpers.js'

/*
 * Issue 16 "Done when", the tutor's side in Chromium at 360 px: prompt 4 after levelling up to
 * tutor in the world (spec 000 §2.4), answered "Not now"; the tutor agreement
 * (/sat-bootcamp/tutor/consent); signing up for an onboarding session (spec 001 §4.3).
 */
const phone = (page: Page) => page.setViewportSize({ width: 360, height: 800 })

test.group('SAT Bootcamp tutor path in a browser (issue 16 §2)', () => {
  test('prompt 4, the tutor agreement and an onboarding session', async ({ browserContext, assert, cleanup }) => {
    pinAt(LIVE_DAY, cleanup)
    const world = await ensureSatWorld()
    const tutor = await makeTutor()
    await makeMember(tutor.id, world.id, 'tutor')
    const session = await makeSatSession(await makeTutor(), 'SAT tutor onboarding with Jo')
    await db.table('sat_bootcamp_onboarding_sessions').insert({ session_id: session.id, sat_test: '2027-03', created_at: new Date() })
    await markOnboardingSession(session.id)

    await browserContext.loginAs(tutor)
    const page = await browserContext.newPage()
    await phone(page)
    await page.goto('/sat-bootcamp/tutor')
    const prompt = page.getByRole('dialog', { name: 'Publish your first SAT bootcamp' })
    await prompt.waitFor()
    await prompt.getByRole('button', { name: 'Not now' }).click()
    await prompt.waitFor({ state: 'hidden' })
    await eventually(async () => Boolean((await db.from('sat_bootcamp_users').where('user_id', tutor.id).first())?.publish_prompt_answered_at), 'the answer')

    await page.getByRole('link', { name: /Your steps/ }).click()
    await page.waitForURL(/\/sat-bootcamp\/tutor\/consent/)
    for (const box of await page.getByRole('checkbox').all()) await box.check()
    await page.getByLabel(/Type your full name to sign/).fill('Sam Tutor')
    await page.getByRole('button', { name: 'I agree' }).click()
    await page.getByText('You signed the SAT bootcamp tutor agreement.').waitFor()
    assert.lengthOf(await db.from('sat_bootcamp_tutor_agreements').where('user_id', tutor.id), 1)

    await page.getByRole('link', { name: 'See the onboarding sessions' }).click()
    await page.waitForURL(/\/sat-bootcamp\/onboarding-sessions/)
    await page.getByRole('button', { name: 'Sign up for SAT tutor onboarding with Jo' }).click()
    await page.getByText('You are signed up', { exact: true }).waitFor()
    assert.isNotNull(await db.from('session_registrations').where({ session_id: session.id, user_id: tutor.id }).whereNull('deleted_at').first())
    assert.isAtMost(await page.evaluate<number>('document.documentElement.scrollWidth'), 360)
  }).timeout(120_000)
})

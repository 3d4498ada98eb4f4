import { test } from '@japa/runner'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { makeSession } from '#modules/tutoring/tests/factories'
import { assertAccessible } from '#tests/helpers/accessibility'
import { screenshotWidths } from '#tests/helpers/screenshots'
import { birthForAge, makeUser, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'

/*
 * Account review in Chromium (issue 13 §2): an unreviewed account registers for a session and gets
 * the "Account pending" modal (spec 000 §2.3); safety staff approve it from the Account Review
 * queue; the person then registers. Then the age verification toast (spec 002 §8) and the local
 * video provider's page. Here, not in modules/assurance, because it needs tutoring's sessions.
 * ASSURANCE_SCREENSHOTS=<dir> saves the modal, the queue and the verification flow at 360 and 1280 px.
 */
const shots = process.env.ASSURANCE_SCREENSHOTS

const screenshot = (page: Page, name: string) => screenshotWidths(page, shots, name)

const registered = (sessionId: number, userId: number) =>
  db.from('session_registrations').where({ session_id: sessionId, user_id: userId }).whereNull('deleted_at').first()

test.group('Account review and age assurance in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('an unreviewed account sees the pending modal; staff approve it; it registers', async ({ browserContext, assert }) => {
    const title = `Essay structure ${Date.now().toString(36)}`
    const { session } = await makeSession({ title })
    const applicant = await makeUser({ roles: [], birth: birthForAge(15) })
    await browserContext.loginAs(applicant)
    const page = await browserContext.newPage()
    await page.goto(`/session/${session.id}`)
    await page.getByRole('button', { name: 'Register', exact: true }).click()
    const modal = page.getByRole('dialog', { name: 'Account pending' })
    await modal.waitFor()
    await modal.getByText('Our team needs to approve your account before you can register for sessions.').waitFor()
    await assertAccessible(page)
    await screenshot(page, 'account_pending_modal')
    await modal.getByRole('button', { name: 'Got it!' }).click()
    await modal.waitFor({ state: 'hidden' })
    assert.isNull(await registered(session.id, applicant.id))

    // Safety staff approve from the queue.
    await browserContext.clearCookies()
    await browserContext.loginAs(await makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] }))
    const staffPage = await browserContext.newPage()
    await staffPage.goto('/admin/account-review')
    const card = staffPage.getByRole('article', { name: applicant.name })
    await card.waitFor()
    await assertAccessible(staffPage)
    await screenshot(staffPage, 'account_review_queue')
    await card.getByRole('button', { name: 'Approve' }).click()
    await staffPage.getByText('Account approved.').first().waitFor()
    await eventually(async () => (await applicant.roles()).has('approved'), 'the account approved')

    // The person can act now.
    await browserContext.clearCookies()
    await browserContext.loginAs(applicant)
    const again = await browserContext.newPage()
    await again.goto(`/session/${session.id}`)
    await again.getByRole('button', { name: 'Register', exact: true }).click()
    await again.getByText("You're registered").first().waitFor()
    assert.exists(await registered(session.id, applicant.id))
  })

  test('a 17-year-old registered for a session gets the Verify Age toast, which opens the video page', async ({ browserContext }) => {
    const { session } = await makeSession()
    const person = await makeUser({ birth: birthForAge(17) })
    await db.table('session_registrations').insert({
      session_id: session.id,
      user_id: person.id,
      type: 'standard',
      details: '{}',
      attempted_joining: false,
      created_at: sqlTime(DateTime.utc()),
      updated_at: sqlTime(DateTime.utc()),
    })
    await browserContext.loginAs(person)
    const page = await browserContext.newPage()
    await page.goto('/dashboard')
    await page.getByText('You must verify your age before you can join your upcoming session.').waitFor()
    await screenshot(page, 'age_toast')
    await page.getByRole('button', { name: 'Verify Age' }).click()
    await page.waitForURL(/\/verify-age$/)
    await page.getByRole('heading', { name: 'Verify your age' }).waitFor()
    await page.getByText('A short video to verify your age').first().waitFor()
    await assertAccessible(page)
    await screenshot(page, 'verify_age')
  })

  test('safety staff see the Age Assurance and Background Checks pages', async ({ browserContext }) => {
    const person = await makeUser({ birth: birthForAge(17) })
    await db.table('age_assurance_checks').insert({ user_id: person.id, provider: 'video', status: 'submitted', video_url: null, created_at: sqlTime(DateTime.utc()), updated_at: sqlTime(DateTime.utc()) })
    await browserContext.loginAs(await makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] }))
    const page = await browserContext.newPage()
    await page.goto('/admin/age-assurance')
    await page.getByRole('article', { name: person.name }).waitFor()
    await assertAccessible(page)
    await screenshot(page, 'age_assurance_queue')
    await page.goto('/admin/background-checks')
    await page.getByRole('heading', { name: 'Record a background check' }).waitFor()
    await assertAccessible(page)
    await screenshot(page, 'background_checks')
  })
})

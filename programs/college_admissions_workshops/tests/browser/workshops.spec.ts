import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { ny, pinAt } from '../helpers.js'

/*
 * In a real browser: the marketing page's waitlist card and /find-a-program's open offerings.
 * Set CAW_SCREENSHOTS=<dir> to keep screenshots of the pages in their open state.
 */
const shots = process.env.CAW_SCREENSHOTS

test.group('College Admissions Workshops in a browser', () => {
  test('a member joins and leaves the learner waitlist from the sign-up card', async ({ browserContext, visit, cleanup }) => {
    pinAt(ny('2027-10-15T12:00'), cleanup)
    const user = await makeUser()
    await browserContext.loginAs(user)
    const page = await visit('/college-admissions')
    await page.assertTextContains('#sign-up', 'No workshops are scheduled right now')
    await page.getByRole('button', { name: 'Join the waitlist' }).click()
    await page.assertTextContains('#sign-up', 'You are on the waitlist for the next workshops')
    await page.getByRole('button', { name: 'Leave the waitlist' }).click()
    await page.assertExists(page.getByRole('button', { name: 'Join the waitlist' }))
  })

  test('during registration the sign-up card and /find-a-program show the open workshops', async ({ visit, cleanup }) => {
    pinAt(ny('2025-08-26T12:00'), cleanup)
    const page = await visit('/college-admissions')
    await page.assertTextContains('#sign-up', 'Registration is open for the September 2025 workshops')
    await page.assertTextContains('#sign-up', 'September 5, 2025 at 11:59 PM ET')
    if (shots) await page.screenshot({ path: `${shots}/marketing_open.png`, fullPage: false })

    await page.goto('/find-a-program?world=college-admissions-workshops')
    await page.assertTextContains('body', 'Learner registration open')
    await page.assertTextContains('body', 'Getting Unstuck on Your College Essay')
    await page.assertTextContains('body', 'October 2025')
    if (shots) await page.screenshot({ path: `${shots}/find_a_program_open.png`, fullPage: true })

    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/college-admissions?view=tutor')
    await page.assertTextContains('#sign-up', 'Hosting sign-up is open')
    if (shots) await page.screenshot({ path: `${shots}/marketing_tutor_open_360.png`, fullPage: false })
  })
})

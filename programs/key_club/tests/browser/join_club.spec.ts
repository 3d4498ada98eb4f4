import { test } from '@japa/runner'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { makeClub } from '../helpers.js'

/* Issue 17 "Done when": a member joins a service club with a club code (by keyboard). */
test.group('Key Club in a browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a member types the club code, joins and sees the club with themselves in it', async ({ browserContext, visit }) => {
    const club = await makeClub('Riverside High Key Club')
    const member = await makeUser()
    await browserContext.loginAs(member)

    const page = await visit('/join/key-club')
    await page.waitForURL(/\/key-club$/)
    await page.getByLabel('Club code').fill('NOPE-NOPE')
    await page.keyboard.press('Enter')
    await page.assertTextContains('body', 'No club has that code')

    await page.getByLabel('Club code').fill(club.code.toLowerCase())
    await page.keyboard.press('Enter')
    await page.assertTextContains('body', `Welcome to ${club.name}!`)
    await page.assertTextContains('#club-title', club.name)
    await page.assertTextContains('body', `${member.displayName} (you)`)
  }).timeout(120_000)
})

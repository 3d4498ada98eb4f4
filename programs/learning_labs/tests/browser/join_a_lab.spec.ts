import { test } from '@japa/runner'
import { pinProgramClock } from '#kernel/programs/clock'
import { birthForAge, makeUser, resetRateLimits } from '#tests/helpers/users'
import { openProgramSeries } from '#tests/helpers/program_series'

/* Issue 17 "Done when": a learner joins a learning lab from /find-a-program. */
test.group('Learning Labs in a browser', (group) => {
  group.each.setup(() => resetRateLimits())
  group.each.teardown(() => pinProgramClock(null))

  test('a learner finds the labs on /find-a-program, opens a lab and registers', async ({ browserContext, visit }) => {
    const { seriesId, title } = await openProgramSeries('learning-labs', { iteration: '2027-01', offering: 'pre-calculus-trigonometry' })
    const learner = await makeUser({ birth: birthForAge(16) })
    await browserContext.loginAs(learner)

    const page = await visit('/find-a-program?program=learning-labs')
    await page.assertTextContains('body', 'Pre-Calculus: Trigonometry')
    await page.getByRole('link', { name: 'Learn more' }).click()
    await page.waitForURL(/\/learning-labs$/)
    await page.getByRole('link', { name: title }).click()
    await page.waitForURL(new RegExp(`/series/${seriesId}$`))
    await page.getByRole('button', { name: 'Register for the series' }).click()
    await page.assertTextContains('body', "You're registered")
  }).timeout(120_000)
})

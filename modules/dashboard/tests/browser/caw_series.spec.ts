import { test } from '@japa/runner'
import { listPrograms } from '#kernel/programs/registry'
import { pinProgramClock } from '#kernel/programs/clock'
import { birthForAge, makeUser, resetRateLimits } from '#tests/helpers/users'
import { openProgramSeries } from '#tests/helpers/program_series'

/*
 * Issue "Kernel" §6: a learner registers for a College Admissions Workshops series and sees it on
 * the dashboard (the series: tests/helpers/program_series.ts).
 */
const CAW = 'college-admissions-workshops'
const program = listPrograms().find((candidate) => candidate.slug === CAW)

async function signIn(page: any, username: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email or username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test.group('Dashboard in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())
  group.each.teardown(() => pinProgramClock(null))

  test('a learner registers for a CAW series and sees it on the dashboard', async ({ visit }) => {
    const { seriesId, title } = await openProgramSeries(CAW)
    const learner = await makeUser({ birth: birthForAge(16), password: 'a good long passphrase' })

    const page = await visit('/login')
    await signIn(page, learner.username, 'a good long passphrase')
    await page.waitForURL(/\/dashboard/)
    await page.assertTextContains('#dashboard-series', 'Your series')
    await page.assertTextContains('body', 'No series yet')

    await page.goto(`/series/${seriesId}`)
    await page.getByRole('button', { name: 'Register for the series' }).click()
    await page.assertTextContains('body', "You're registered")

    await page.goto('/dashboard')
    const link = page.locator(`section[aria-labelledby="dashboard-series"] a[href="/series/${seriesId}"]`)
    await link.waitFor()
    await page.assertTextContains(`section[aria-labelledby="dashboard-series"] a[href="/series/${seriesId}"]`, title)
    // Its sessions are on the learner's upcoming list too.
    await page.assertTextContains('section[aria-labelledby="dashboard-upcoming"]', title)
  })
    .skip(!program, 'the College Admissions Workshops program is not installed')
    .timeout(120_000)
})

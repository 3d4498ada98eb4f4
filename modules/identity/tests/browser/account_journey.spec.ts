import { test } from '@japa/runner'
import { User, suspendUser } from '#modules/identity/index'
import { makeUser, resetRateLimits, verificationPath } from '#tests/helpers/users'

async function signIn(page: any, username: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email or username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test.group('Account journey in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a new user signs up, verifies the email from the mail, onboards and lands on the dashboard', async ({ visit, assert }) => {
    const suffix = Math.random().toString(36).slice(2, 8)
    const email = `journey_${suffix}@example.org`
    const page = await visit('/signup')
    await page.getByLabel('Name', { exact: true }).fill('Jordan Rivera')
    await page.getByLabel('Username', { exact: true }).fill(`jordan_${suffix}`)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('otters hold hands while sleeping')
    await page.getByLabel('Date of birth').fill('2009-06-15')
    await page.getByRole('button', { name: 'Create account' }).click()

    await page.assertTextContains('body', 'Please verify your email')
    await page.assertTextContains('body', email)

    await page.goto(await verificationPath(email))
    await page.waitForURL(/\/onboarding/)
    await page.getByLabel('To get help from a tutor').check()
    await page.getByLabel('In school (middle or high school)').check()
    await page.locator('form button[type="submit"]').click()

    await page.waitForURL(/\/dashboard/)
    await page.assertTextContains('h1', 'Welcome, Jordan')
    const user = await User.findByOrFail('email', email)
    assert.isNotNull(user.emailVerifiedAt)
    assert.isNotNull(user.onboardedAt)
  })

  test('a learner opening a staff page gets "Access Denied"', async ({ visit }) => {
    const learner = await makeUser({ password: 'learner long passphrase' })
    const page = await visit('/login')
    await signIn(page, learner.username, 'learner long passphrase')
    await page.waitForURL(/\/dashboard/)
    await page.goto('/admin')
    await page.assertTextContains('body', 'Access Denied')
  })

  test('logging out ends the session: the old cookie no longer signs in', async ({ visit, browserContext }) => {
    const user = await makeUser({ password: 'a good long passphrase' })
    const page = await visit('/login')
    await signIn(page, user.username, 'a good long passphrase')
    await page.waitForURL(/\/dashboard/)
    const cookies = await browserContext.cookies()
    await page.request.post('/api/auth/logout', {
      headers: { 'x-xsrf-token': decodeURIComponent(cookies.find((c: any) => c.name === 'XSRF-TOKEN')?.value ?? '') },
    })
    await browserContext.clearCookies()
    await browserContext.addCookies(cookies)
    await page.goto('/dashboard')
    await page.assertTextContains('body', 'Please sign in to access this page')
  })

  test('suspending an account ends its open sessions', async ({ visit }) => {
    const user = await makeUser({ password: 'a good long passphrase' })
    const page = await visit('/login')
    await signIn(page, user.username, 'a good long passphrase')
    await page.waitForURL(/\/dashboard/)
    await suspendUser({ userId: user.id, context: 'admin', reason: 'Repeated rudeness', note: 'Talk to us.', byUserId: null })
    await page.goto('/dashboard')
    await page.assertTextContains('body', 'Please sign in to access this page')
    await signIn(page, user.username, 'a good long passphrase')
    await page.waitForURL(/\/dashboard/)
    await page.assertTextContains('body', 'Your account has been suspended.')
  })
})

import { test } from '@japa/runner'
import { makeUser, resetRateLimits } from '#tests/helpers/users'

/*
 * Issue 21 §5 in Chromium: super staff add a partner on /admin/partners (spec 000 §2.6) — a plain
 * http link is refused with its message first — and find it on /partnerships (spec 000 §2.2).
 * The accessibility gate checks every page visited.
 */
test.group('Partners in a real browser (issue 21 §5)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('super staff add a partner in the console and see it on /partnerships', async ({ browserContext }) => {
    const superStaff = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:super'] as any })
    await browserContext.loginAs(superStaff)
    const page = await browserContext.newPage()
    await page.goto('/admin/partners')
    await page.getByRole('heading', { name: 'Partners', level: 1 }).waitFor()

    const form = page.locator('section[aria-labelledby="add-partner"]')
    await form.getByLabel('Name').fill('Browser State University')
    await form.getByRole('combobox', { name: 'Kind' }).click()
    await page.getByRole('option', { name: 'State' }).click()
    await form.getByLabel('Link (https)').fill('http://browser-state.example.gov')
    await form.getByRole('button', { name: 'Add partner' }).click()
    await form.getByText('Use an https:// address.').waitFor()

    await form.getByLabel('Link (https)').fill('https://browser-state.example.gov')
    await form.getByRole('button', { name: 'Add partner' }).click()
    await page.getByRole('button', { name: 'Hide Browser State University' }).waitFor()

    await page.goto('/partnerships')
    await page.getByRole('heading', { name: 'Our partners' }).waitFor()
    await page.getByRole('heading', { name: 'States' }).waitFor()
    await page.getByRole('link', { name: 'Browser State University' }).waitFor()
  }).timeout(120_000)
})

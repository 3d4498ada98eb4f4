import { test } from '@japa/runner'

/* Issue 17 "Done when": a visitor sees the summer camp page. */
test.group('Summer Camp in a browser', () => {
  test('a visitor sees the camp, its tracks and how to join', async ({ visit }) => {
    const page = await visit('/summer-camp')
    await page.assertTextContains('h1', 'Summer Camp')
    await page.assertTextContains('body', 'Math Bridge')
    await page.assertTextContains('body', 'College Essay Head Start')
    await page.getByRole('link', { name: 'All dates' }).click()
    await page.waitForURL(/\/find-a-program\?program=summer-camp$/)
    await page.assertTextContains('body', 'Summer Camp')
  })
})

import { test } from '@japa/runner'

/* A visitor finds Dialogues from a campaign link and sees the advertised topic group first. */
test.group('Dialogues in a browser', () => {
  test('a campaign link leads with its topic group', async ({ visit }) => {
    const page = await visit('/dialogues?utm_content=technology')
    await page.assertTextContains('h1', 'Dialogues')
    await page.assertTextContains('#dialogue-topics', 'Technology conversations, and more')
    await page.assertTextContains('body', 'Dialogue Club')
  })
})

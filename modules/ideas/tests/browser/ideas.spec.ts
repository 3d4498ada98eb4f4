import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import Idea from '../../models/idea.js'

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read()
  for (let attempt = 0; attempt < 50 && !ok(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

test.group('Feedback & Ideas in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a member posts an idea and another member upvotes it', async ({ browserContext, assert }) => {
    const title = `Flashcards for vocabulary ${Date.now().toString(36)}`
    await browserContext.loginAs(await makeUser())
    const page = await browserContext.newPage()
    await page.goto('/feedback')
    await page.getByLabel('Title').fill(title)
    await page.getByRole('textbox', { name: 'Your idea' }).click()
    await page.keyboard.type('Spaced repetition would help me remember words.')
    await page.getByRole('button', { name: 'Post idea' }).click()
    await page.getByRole('heading', { name: title }).waitFor()
    const idea = await eventually(() => Idea.findBy('title', title), (found) => found !== null)
    assert.exists(idea)

    await browserContext.clearCookies()
    await browserContext.loginAs(await makeUser())
    const other = await browserContext.newPage()
    await other.goto('/feedback?sort=new')
    await other.getByRole('button', { name: `Upvote “${title}”` }).click()
    await other.getByRole('button', { name: `Remove your upvote from “${title}”` }).waitFor()
    const votes = await eventually(() => db.from('idea_votes').where('idea_id', idea!.id), (rows) => rows.length === 1)
    assert.lengthOf(votes, 1)
  })
})

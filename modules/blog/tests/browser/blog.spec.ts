import { test } from '@japa/runner'
import { makeArticle } from '../factories.js'

test.group('The blog in a real browser (issue 10 §3)', () => {
  test('a visitor reads a public blog article from the index', async ({ visit, assert }) => {
    const title = `Study smarter ${Date.now().toString(36)}`
    const article = await makeArticle('published', { title, excerpt: 'Five habits that help.', pinnedTo: 'all' })
    const page = await visit('/blog')
    await page.getByRole('link', { name: title }).click()
    await page.waitForURL(new RegExp(`/blog/${article.slug}$`))
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    assert.isTrue(await page.getByText('Hello readers.').isVisible())
    assert.equal(await page.title(), `${title} · Peerhaven`)
    // After the browser took over, the head still has one description and the canonical link.
    assert.equal(await page.locator('meta[name="description"]').count(), 1)
    assert.match((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '', new RegExp(`/blog/${article.slug}$`))
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import BlogArticle from '../../models/blog_article.js'
import { makeArticle, makeBlogWriter } from '../factories.js'

/* The public blog (issue 10 §3): /blog, /blog/{slug}, /blog/rss.xml. */
test.group('Public blog', (group) => {
  group.each.setup(async () => {
    await BlogArticle.query().delete()
  })

  test('/blog lists published articles only, pinned first, then newest first', async ({ client, assert }) => {
    const old = await makeArticle('published', { title: 'Old', publishedAt: DateTime.utc().minus({ days: 30 }) })
    const recent = await makeArticle('published', { title: 'Recent', publishedAt: DateTime.utc().minus({ days: 1 }) })
    const pinned = await makeArticle('published', { title: 'Pinned', pinnedTo: 'all', publishedAt: DateTime.utc().minus({ days: 60 }) })
    await makeArticle('draft', { title: 'Draft' })
    await makeArticle('scheduled', { title: 'Scheduled' })
    const response = await client.get('/blog').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('blog/index')
    const { articles, meta } = response.inertiaProps as any
    assert.deepEqual(
      articles.map((article: any) => article.slug),
      [pinned.slug, recent.slug, old.slug]
    )
    assert.equal(meta.total, 3)
  })

  test('/blog?category= filters, and pins to that category come first there only', async ({ client, assert }) => {
    const safety = await makeArticle('published', { category: 'safety', publishedAt: DateTime.utc().minus({ days: 1 }) })
    const safetyPinned = await makeArticle('published', { category: 'safety', pinnedTo: 'safety', publishedAt: DateTime.utc().minus({ days: 9 }) })
    const news = await makeArticle('published', { category: 'news', publishedAt: DateTime.utc().minus({ days: 2 }) })
    const filtered = await client.get('/blog?category=safety').withInertia()
    assert.deepEqual(
      (filtered.inertiaProps as any).articles.map((article: any) => article.slug),
      [safetyPinned.slug, safety.slug]
    )
    const all = await client.get('/blog?category=nonsense').withInertia()
    assert.deepEqual(
      (all.inertiaProps as any).articles.map((article: any) => article.slug),
      [safety.slug, news.slug, safetyPinned.slug]
    )
  })

  test('a crawler without JavaScript gets the title, description, canonical, OpenGraph and Twitter tags', async ({ client, assert }) => {
    const article = await makeArticle('published', {
      title: 'Safety <first> & "always"',
      metaDescription: 'How we keep learners safe',
      imageUrl: '/uploads/1/header.webp',
    })
    const response = await client.get(`/blog/${article.slug}`)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '<title data-inertia>Safety &lt;first&gt; &amp; &quot;always&quot; · Peerhaven</title>')
    assert.match(html, /<meta data-inertia="description" name="description" content="How we keep learners safe">/)
    assert.match(html, new RegExp(`<link data-inertia="canonical" rel="canonical" href="http[^"]+/blog/${article.slug}">`))
    assert.match(html, /<meta data-inertia="og:type" property="og:type" content="article">/)
    assert.match(html, /<meta data-inertia="og:title" property="og:title" content="Safety &lt;first&gt; &amp; &quot;always&quot;">/)
    assert.match(html, /<meta data-inertia="og:image" property="og:image" content="http[^"]+\/uploads\/1\/header.webp">/)
    assert.match(html, /<meta data-inertia="twitter:card" name="twitter:card" content="summary_large_image">/)
    assert.match(html, /<link data-inertia="feed" rel="alternate" type="application\/rss\+xml"/)
    // Only one description: the generic one is replaced.
    assert.lengthOf(html.match(/name="description"/g) ?? [], 1)
  })

  test('the article page shows the authors by display name and the body', async ({ client, assert }) => {
    const writer = await makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:blog'] })
    writer.name = 'Robin Writer'
    await writer.save()
    const article = await makeArticle('published', { writer })
    const response = await client.get(`/blog/${article.slug}`).withInertia()
    response.assertInertiaComponent('blog/show')
    const props = response.inertiaProps as any
    assert.deepEqual(props.article.authors, ['Robin Writer'])
    assert.equal(props.article.body.content[0].children[0].text, 'Hello readers.')
    assert.isNull(props.editId)
    assert.notProperty(props.article, 'userId')
  })

  test('a draft or scheduled article is 404 for a visitor, a learner and other staff; the blog team gets a preview without crawler tags', async ({ client, assert }) => {
    const learner = await makeUser()
    const safety = await makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:safety'] })
    const writer = await makeBlogWriter()
    for (const state of ['draft', 'scheduled'] as const) {
      const article = await makeArticle(state)
      const visitor = await client.get(`/blog/${article.slug}`).withInertia()
      visitor.assertStatus(404)
      visitor.assertInertiaComponent('errors/not_found')
      for (const user of [learner, safety]) {
        const response = await client.get(`/blog/${article.slug}`).withInertia().loginAs(user)
        response.assertStatus(404)
      }
      const preview = await client.get(`/blog/${article.slug}`).withInertia().loginAs(writer)
      preview.assertStatus(200)
      assert.equal((preview.inertiaProps as any).article.state, state)
      assert.equal((preview.inertiaProps as any).editId, article.id)
      const html = await client.get(`/blog/${article.slug}`).loginAs(writer)
      assert.notInclude(html.text(), 'og:title')
    }
  })

  test('an unknown slug is the not-found page; the trailing-slash address still redirects (spec 000 §2.1)', async ({ client }) => {
    const missing = await client.get('/blog/no-such-article').withInertia()
    missing.assertStatus(404)
    const article = await makeArticle('published')
    const moved = await client.get(`/blog/${article.slug}/?utm_source=feed`).redirects(0)
    moved.assertStatus(301)
    moved.assertHeader('location', `/blog/${article.slug}?utm_source=feed`)
  })

  test('/blog/rss.xml: RSS 2.0 of the latest 20 published articles, escaped', async ({ client, assert }) => {
    for (let index = 0; index < 21; index++) await makeArticle('published', { publishedAt: DateTime.utc().minus({ hours: index + 1 }) })
    const tricky = await makeArticle('published', { title: 'Fish & <chips>', publishedAt: DateTime.utc().minus({ minutes: 1 }) })
    await makeArticle('draft', { title: 'Secret draft' })
    const response = await client.get('/blog/rss.xml')
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^application\/rss\+xml/)
    const xml = response.text()
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    assert.lengthOf(xml.match(/<item>/g) ?? [], 20)
    assert.include(xml, '<title>Fish &amp; &lt;chips&gt;</title>')
    assert.include(xml, `/blog/${tricky.slug}</link>`)
    assert.notInclude(xml, 'Secret draft')
  })
})

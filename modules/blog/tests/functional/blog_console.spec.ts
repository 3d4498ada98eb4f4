import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import { ADMIN_ROLES, type User } from '#modules/identity/index'
import BlogArticle from '../../models/blog_article.js'
import { authorIdsOf } from '../../queries/articles.js'
import { BLOG_MESSAGES } from '../../shared/messages.js'
import { articleBody, makeArticle, makeBlogWriter } from '../factories.js'

/** The first message a 422 answer gives for a field. */
function messageFor(body: { errors?: Array<{ field: string; message: string }> }, field: string) {
  return body.errors?.find((error) => error.field === field)?.message
}

type Method = 'get' | 'post' | 'put'
type Row = { label: string; method: Method; url: (article: BlogArticle) => string; body?: (writer: User) => Record<string, unknown> }

/* Every route of the console's Blog page (spec 000 §6.3 "Blog | blog"). */
const ROWS: Row[] = [
  { label: 'GET /admin/blog', method: 'get', url: () => '/admin/blog' },
  { label: 'GET /admin/blog/new', method: 'get', url: () => '/admin/blog/new' },
  { label: 'POST /admin/blog', method: 'post', url: () => '/admin/blog', body: (writer) => articleBody([writer.id]) },
  { label: 'GET /admin/blog/:id/edit', method: 'get', url: (article) => `/admin/blog/${article.id}/edit` },
  { label: 'PUT /admin/blog/:id', method: 'put', url: (article) => `/admin/blog/${article.id}`, body: (writer) => articleBody([writer.id]) },
  { label: 'POST /admin/blog/:id/publish', method: 'post', url: (article) => `/admin/blog/${article.id}/publish` },
  {
    label: 'POST /admin/blog/:id/schedule',
    method: 'post',
    url: (article) => `/admin/blog/${article.id}/schedule`,
    body: () => ({ publishedAt: DateTime.utc().plus({ days: 2 }).toISO() }),
  },
  { label: 'POST /admin/blog/:id/unpublish', method: 'post', url: (article) => `/admin/blog/${article.id}/unpublish` },
]

type Principal = { label: string; roles: string[] | null; allowed: boolean }

/*
 * Every admin role of spec 000 §6.2 with admin:basic and alone, a learner and a visitor. Written
 * from the spec: the page needs admin:basic (the console) and blog; super implies both (it
 * implies every admin role but the partner affiliations).
 */
const opens = (roles: string[]) => roles.includes('admin:super') || (roles.includes('admin:basic') && roles.includes('admin:blog'))
const PRINCIPALS: Principal[] = [
  ...ADMIN_ROLES.map((role) => [...new Set(['admin:basic', role])]).map((roles) => ({ label: roles.join(' + '), roles, allowed: opens(roles) })),
  ...ADMIN_ROLES.filter((role) => role !== 'admin:basic').map((role) => ({ label: `${role} alone`, roles: [role], allowed: opens([role]) })),
  { label: 'a learner', roles: ['approved'], allowed: false },
  { label: 'a visitor', roles: null, allowed: false },
]

const users = new Map<string, User>()

test.group('Blog console authorisation (spec 000 §6.2 × §6.3)', (group) => {
  group.setup(async () => {
    for (const principal of PRINCIPALS) {
      if (principal.roles) users.set(principal.label, await makeUser({ birth: '1990-01-01', roles: principal.roles as any }))
    }
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      const writer = await makeBlogWriter()
      for (const principal of PRINCIPALS) {
        const user = users.get(principal.label) ?? null
        const article = await makeArticle('draft', { writer })
        const before = JSON.stringify((await BlogArticle.findOrFail(article.id)).serialize())
        let request = client[row.method](row.url(article)).withInertia().withCsrfToken().redirects(0)
        if (row.body) request = request.json(row.body(user ?? writer))
        if (user) request = request.loginAs(user)
        const response = await request
        if (principal.allowed) {
          assert.oneOf(response.status(), row.method === 'get' ? [200] : [302, 303], `${principal.label}: ${response.status()}`)
        } else {
          assert.equal(response.status(), user ? 403 : 401, principal.label)
          assert.equal(response.body()?.component, 'identity/access_blocked', principal.label)
          assert.equal(JSON.stringify((await BlogArticle.findOrFail(article.id)).serialize()), before, `${principal.label} changed nothing`)
        }
      }
    })
    .timeout(120_000)

  test('the console page is in the admin menu exactly for those who may open it', async ({ client, assert }) => {
    for (const principal of PRINCIPALS.filter((entry) => entry.roles?.includes('admin:basic'))) {
      const user = users.get(principal.label)!
      const home = await client.get('/admin').withInertia().loginAs(user)
      const keys = (home.inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key)
      assert.equal(keys.includes('blog'), principal.allowed, principal.label)
    }
  })
})

test.group('Blog console actions', () => {
  test('create: a draft with its authors, slug unique, then edit, publish, schedule, unpublish', async ({ client, assert }) => {
    const writer = await makeBlogWriter()
    const coauthor = await makeUser({ birth: '1985-01-01', roles: ['admin:basic', 'admin:policy'] })
    const body = articleBody([writer.id, coauthor.id])
    const created = await client.post('/admin/blog').json(body).withCsrfToken().loginAs(writer).redirects(0)
    created.assertStatus(302)
    const article = await BlogArticle.findByOrFail('slug', body.slug)
    assert.isNull(article.publishedAt)
    assert.equal(article.userId, writer.id)
    assert.deepEqual(await authorIdsOf(article.id), [writer.id, coauthor.id])
    assert.equal((article.body as any).content[0].children[0].text, 'Sessions are small.')

    const clash = await client.post('/admin/blog').json({ ...articleBody([writer.id]), slug: body.slug }).accept('json').withCsrfToken().loginAs(writer)
    clash.assertStatus(422)
    assert.equal(messageFor(clash.body(), 'slug'), BLOG_MESSAGES.slugTaken)

    const updated = await client.put(`/admin/blog/${article.id}`).json({ ...body, title: 'Renamed', authorIds: [coauthor.id] }).withCsrfToken().loginAs(writer).redirects(0)
    updated.assertStatus(302)
    await article.refresh()
    assert.equal(article.title, 'Renamed')
    assert.deepEqual(await authorIdsOf(article.id), [coauthor.id])

    await client.post(`/admin/blog/${article.id}/publish`).withCsrfToken().loginAs(writer)
    await article.refresh()
    assert.equal(article.state, 'published')

    const when = DateTime.utc().plus({ days: 3 }).startOf('minute')
    await client.post(`/admin/blog/${article.id}/schedule`).json({ publishedAt: when.toISO() }).withCsrfToken().loginAs(writer)
    await article.refresh()
    assert.equal(article.state, 'scheduled')
    assert.equal(article.publishedAt!.toMillis(), when.toMillis())

    await client.post(`/admin/blog/${article.id}/unpublish`).withCsrfToken().loginAs(writer)
    await article.refresh()
    assert.equal(article.state, 'draft')
  })

  test('bad input changes nothing and says why', async ({ client, assert }) => {
    const writer = await makeBlogWriter()
    const learner = await makeUser()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ slug: 'Not A Slug!' }, 'slug', BLOG_MESSAGES.slugFormat],
      [{ category: 'gossip' }, 'category', BLOG_MESSAGES.category],
      [{ authorIds: [] }, 'authorIds', BLOG_MESSAGES.authors],
      // Authors are staff: a learner cannot be credited.
      [{ authorIds: [learner.id] }, 'authorIds', BLOG_MESSAGES.authors],
      [{ body: JSON.stringify({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: '' }] }] }) }, 'body', BLOG_MESSAGES.body],
      // An image that is not the writer's own upload.
      [{ imageUrl: '/uploads/999999/someone-else.webp' }, 'imageUrl', BLOG_MESSAGES.image],
    ]
    const count = (await BlogArticle.all()).length
    for (const [override, field, message] of cases) {
      const response = await client.post('/admin/blog').json(articleBody([writer.id], override)).accept('json').withCsrfToken().loginAs(writer)
      response.assertStatus(422)
      assert.equal(messageFor(response.body(), field), message, JSON.stringify(override))
    }
    assert.lengthOf(await BlogArticle.all(), count)

    const article = await makeArticle('draft', { writer })
    const past = await client
      .post(`/admin/blog/${article.id}/schedule`)
      .json({ publishedAt: DateTime.utc().minus({ hours: 1 }).toISO() })
      .accept('json')
      .withCsrfToken()
      .loginAs(writer)
    past.assertStatus(422)
    assert.equal(messageFor(past.body(), 'publishedAt'), BLOG_MESSAGES.scheduleInPast)
    await article.refresh()
    assert.isNull(article.publishedAt)
  })

  test('an unknown article id is the not-found page', async ({ client }) => {
    const writer = await makeBlogWriter()
    const response = await client.get('/admin/blog/999999/edit').withInertia().loginAs(writer)
    response.assertStatus(404)
  })
})

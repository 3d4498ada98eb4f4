import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import BlogArticle from '../../models/blog_article.js'
import BlogArticlePolicy from '../../policies/blog_article_policy.js'
import { publishedOnly } from '../../policies/blog_article_scope.js'
import { makeArticle, makeBlogWriter, type ArticleState } from '../factories.js'

const STATES: ArticleState[] = ['draft', 'scheduled', 'published']

test.group('BlogArticlePolicy and its scope (issue 10 §3, spec 000 §6.3 Blog: blog)', () => {
  test('read: published for anyone; drafts and scheduled ones only for the blog team (404 otherwise)', async ({ assert }) => {
    const policy = new BlogArticlePolicy()
    const learner = await makeUser()
    const otherStaff = await makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:safety'] })
    const blogAlone = await makeUser({ birth: '1990-01-01', roles: ['admin:blog'] })
    const superAdmin = await makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:super'] })
    const writer = await makeBlogWriter()
    for (const state of STATES) {
      const article = await makeArticle(state)
      const open = state === 'published'
      for (const viewer of [null, learner, otherStaff, blogAlone]) {
        const verdict = await policy.read(viewer, article)
        assert.equal(verdict === true, open, `${state} for ${viewer?.username ?? 'a visitor'}`)
        if (!open) assert.equal((verdict as any).status, 404)
      }
      for (const staff of [writer, superAdmin]) assert.isTrue(await policy.read(staff, article))
    }
  })

  test('manage: admin:basic with admin:blog (or super), nobody else', async ({ assert }) => {
    const policy = new BlogArticlePolicy()
    const cases: Array<[string[], boolean]> = [
      [['approved'], false],
      [['admin:blog'], false],
      [['admin:basic'], false],
      [['admin:basic', 'admin:safety'], false],
      [['admin:basic', 'admin:blog'], true],
      [['admin:basic', 'admin:super'], true],
    ]
    for (const [roles, allowed] of cases) {
      const user = await makeUser({ birth: '1990-01-01', roles: roles as any })
      assert.equal(await policy.manage(user), allowed, roles.join(' + '))
    }
  })

  test('the public scope lists exactly what the policy lets a visitor read', async ({ assert }) => {
    const policy = new BlogArticlePolicy()
    const articles = await Promise.all(STATES.map((state) => makeArticle(state)))
    const ids = articles.map((article) => article.id)
    const listed = await publishedOnly(BlogArticle.query()).whereIn('id', ids)
    const readable = []
    for (const article of articles) if ((await policy.read(null, article)) === true) readable.push(article.id)
    assert.sameMembers(
      listed.map((article) => article.id),
      readable
    )
  })
})

import { defineModule } from '#kernel/modules'
import { BLOG_ADMIN_PAGE } from './admin_page.js'
import { BLOG_ARTICLE_SUBJECT } from './subject.js'

/* The blog: articles written by the blog team, public and indexable, with an RSS feed. */
export default defineModule({
  name: 'blog',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  // The console's Blog pages (/admin/blog/...) must be registered before the console's own
  // catch-all /admin/* (the router takes the first pattern that matches, and the admin module
  // loads first).
  routesFirst: true,
  register(hooks) {
    hooks.adminPage(BLOG_ADMIN_PAGE)
    // spec 000 §2.6 Community menu: ..., Feedback and Ideas, Stories, Blog (last).
    hooks.nav({ menu: 'community', label: 'Blog', href: '/blog', audience: 'everyone', order: 60 })
    // `{ type: 'blog_article', id }` (its images' downloads): BlogArticlePolicy.read decides.
    hooks.subject(BLOG_ARTICLE_SUBJECT, {
      async resolve(id, viewer) {
        const { default: BlogArticle } = await import('./models/blog_article.js')
        const { canReadArticle } = await import('./policies/blog_article_policy.js')
        const article = await BlogArticle.find(id)
        if (!article || !(await canReadArticle(article, viewer?.id ?? null))) return null
        return { title: article.title, href: `/blog/${encodeURIComponent(article.slug)}` }
      },
      async exists(id) {
        const { default: BlogArticle } = await import('./models/blog_article.js')
        return (await BlogArticle.find(id)) !== null
      },
    })
  },
})

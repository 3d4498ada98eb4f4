import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import BlogArticlePolicy, { writesBlog } from '../policies/blog_article_policy.js'
import { articleBySlug, authorsOf, latestPublished, publishedArticles } from '../queries/articles.js'
import BlogArticleTransformer from '../transformers/blog_article_transformer.js'
import { BLOG_CATEGORIES } from '../shared/categories.js'
import { articleSeo, blogIndexSeo } from '../seo.js'
import { renderRss } from '../rss.js'
import { trailingSlashTarget } from '../trailing_slash.js'
import { categoryFrom, pageFrom } from './query_params.js'

/* The public blog: /blog, /blog/{slug} and /blog/rss.xml (issue 10 §3). */
export default class BlogController {
  async index(ctx: HttpContext) {
    const category = categoryFrom(ctx.request.qs().category)
    const page = pageFrom(ctx.request.qs().page)
    const { articles, meta } = await publishedArticles(category, page)
    const seo = blogIndexSeo(BLOG_CATEGORIES.find((entry) => entry.value === category) ?? null, page)
    return ctx.inertia.render(
      'blog/index',
      { articles: BlogArticleTransformer.transform(articles), meta, category, categories: [...BLOG_CATEGORIES], seo },
      { seo }
    )
  }

  /** A draft or scheduled article is a preview for the blog team and not found for anyone else. */
  async show(ctx: HttpContext) {
    const moved = trailingSlashTarget(ctx.request.parsedUrl, String(ctx.params.slug))
    if (moved) return ctx.response.redirect().clearQs().status(301).toPath(moved)
    const article = await articleBySlug(String(ctx.params.slug))
    if (!article) notFound(ctx)
    const verdict = await ctx.bouncer.with(BlogArticlePolicy).execute('read', article)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const seo = articleSeo(article)
    const canEdit = await writesBlog(ctx.auth.user ?? null)
    return ctx.inertia.render(
      'blog/show',
      {
        article: BlogArticleTransformer.transform(article, await authorsOf(article.id)).useVariant('forPage'),
        seo,
        // The blog team's link to the editor.
        editId: canEdit ? article.id : null,
      },
      // A preview is never indexed: no tags for crawlers (the page also says noindex).
      { seo: article.isPublished ? seo : null }
    )
  }

  async feed(ctx: HttpContext) {
    const articles = await latestPublished()
    ctx.response.header('content-type', 'application/rss+xml; charset=utf-8')
    return renderRss(articles)
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound, refuseForm } from '#app/support/http'
import type { User } from '#modules/identity/index'
import { isRichTextEmpty, type RichTextContent } from '#modules/rich_text/index'
import BlogArticle from '../models/blog_article.js'
import { authorCandidates, authorsOf, consoleArticles } from '../queries/articles.js'
import BlogArticleTransformer from '../transformers/blog_article_transformer.js'
import AuthorOptionTransformer from '../transformers/author_option_transformer.js'
import { articleMessages, articleValidator, scheduleValidator } from '../validators/article_validator.js'
import { articleUploadIds } from '../validators/article_images.js'
import { createArticle } from '../actions/create_article.js'
import { updateArticle } from '../actions/update_article.js'
import { setPublication } from '../actions/set_publication.js'
import { SlugTakenError, type ArticleInput } from '../article_input.js'
import { BLOG_CATEGORIES } from '../shared/categories.js'
import { BLOG_MESSAGES } from '../shared/messages.js'
import { idFrom, pageFrom } from './query_params.js'
import { BLOG_ADMIN_PAGE } from '../admin_page.js'

/*
 * The console's Blog page (spec 000 §6.3: role blog). The route group's blogTeamAccess asks
 * BlogArticlePolicy.manage before any of these run.
 */
async function findArticle(ctx: HttpContext) {
  const id = idFrom(ctx.params.id)
  const article = id === null ? null : await BlogArticle.find(id)
  if (!article) notFound(ctx)
  return article
}

/** The validated form, or null once the refusal was answered (nothing changed). */
async function validArticle(ctx: HttpContext, article: BlogArticle | null): Promise<ArticleInput | null> {
  const payload = await ctx.request.validateUsing(articleValidator, { messagesProvider: articleMessages })
  const errors: Record<string, string> = {}
  const staff = await authorCandidates()
  const candidates = new Set(staff.map((user) => user.id))
  if (!payload.authorIds.every((id) => candidates.has(id))) errors.authorIds = BLOG_MESSAGES.authors
  const body = payload.body as RichTextContent
  if (isRichTextEmpty(body)) errors.body = BLOG_MESSAGES.body
  const imageUrl = payload.imageUrl || null
  const uploadIds = await articleUploadIds(ctx.auth.user!.id, article?.id ?? null, imageUrl, body)
  if (uploadIds === null) errors[imageUrl && !errors.body ? 'imageUrl' : 'body'] = BLOG_MESSAGES.image
  if (Object.keys(errors).length > 0) {
    await refuseForm(ctx, errors)
    return null
  }
  return {
    ...payload,
    body,
    excerpt: payload.excerpt ?? '',
    metaDescription: payload.metaDescription ?? '',
    pinnedTo: payload.pinnedTo ?? null,
    imageUrl,
    uploadIds: uploadIds!,
  }
}

/** The console's side menu for this viewer, the Blog entry marked. */
async function consoleFrame(ctx: HttpContext) {
  return AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), BLOG_ADMIN_PAGE.key))
}

async function formProps(ctx: HttpContext, article: BlogArticle | null) {
  const authors = article ? await authorsOf(article.id) : []
  return {
    admin: await consoleFrame(ctx),
    article: article ? BlogArticleTransformer.transform(article, authors.map(authorRef)).useVariant('forForm') : null,
    authorOptions: AuthorOptionTransformer.transform(await authorCandidates()),
    categories: [...BLOG_CATEGORIES],
  }
}

const authorRef = (user: User) => ({ id: user.id, displayName: user.displayName })

export default class BlogConsoleController {
  async index(ctx: HttpContext) {
    const { articles, meta } = await consoleArticles(pageFrom(ctx.request.qs().page))
    return ctx.inertia.render('blog/console', { admin: await consoleFrame(ctx), articles: BlogArticleTransformer.transform(articles).useVariant('forConsoleRow'), meta })
  }

  async create(ctx: HttpContext) {
    return ctx.inertia.render('blog/editor', await formProps(ctx, null))
  }

  async store(ctx: HttpContext) {
    const input = await validArticle(ctx, null)
    if (!input) return
    try {
      const article = await createArticle(ctx.auth.user!, input)
      ctx.session.flash('success', `“${article.title}” was saved as a draft.`)
      return ctx.response.redirect().toRoute('blog.console.edit', { id: article.id })
    } catch (error) {
      if (error instanceof SlugTakenError) return refuseForm(ctx, { slug: BLOG_MESSAGES.slugTaken })
      throw error
    }
  }

  async edit(ctx: HttpContext) {
    return ctx.inertia.render('blog/editor', await formProps(ctx, await findArticle(ctx)))
  }

  async update(ctx: HttpContext) {
    const article = await findArticle(ctx)
    const input = await validArticle(ctx, article)
    if (!input) return
    try {
      await updateArticle(article, input)
      ctx.session.flash('success', 'Your changes were saved.')
      return ctx.response.redirect().toRoute('blog.console.edit', { id: article.id })
    } catch (error) {
      if (error instanceof SlugTakenError) return refuseForm(ctx, { slug: BLOG_MESSAGES.slugTaken })
      throw error
    }
  }

  async publish(ctx: HttpContext) {
    const article = await setPublication(await findArticle(ctx), DateTime.utc().startOf('second'))
    ctx.session.flash('success', `“${article.title}” is published.`)
    return ctx.response.redirect().toRoute('blog.console.edit', { id: article.id })
  }

  async schedule(ctx: HttpContext) {
    const article = await findArticle(ctx)
    const { publishedAt } = await ctx.request.validateUsing(scheduleValidator, { messagesProvider: articleMessages })
    await setPublication(article, publishedAt)
    ctx.session.flash('success', `“${article.title}” is scheduled.`)
    return ctx.response.redirect().toRoute('blog.console.edit', { id: article.id })
  }

  async unpublish(ctx: HttpContext) {
    const article = await setPublication(await findArticle(ctx), null)
    ctx.session.flash('success', `“${article.title}” is a draft again.`)
    return ctx.response.redirect().toRoute('blog.console.edit', { id: article.id })
  }
}

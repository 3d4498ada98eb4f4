import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import BlogArticle from '../models/blog_article.js'
import { publishedOnly } from '../policies/blog_article_scope.js'
import { PIN_EVERYWHERE, type BlogCategory } from '../shared/categories.js'

export const BLOG_PAGE_SIZE = 12
export const FEED_SIZE = 20
export const ADMIN_PAGE_SIZE = 25

export type PageMeta = { total: number; currentPage: number; lastPage: number }

function metaOf(paginator: { total: number; currentPage: number; lastPage: number }): PageMeta {
  return { total: paginator.total, currentPage: paginator.currentPage, lastPage: paginator.lastPage }
}

/**
 * /blog: published articles, pinned ones first (pinned to the whole blog, or to the category
 * being viewed), then newest first.
 */
export async function publishedArticles(category: BlogCategory | null, page: number) {
  const query = publishedOnly(BlogArticle.query())
  if (category) query.where('category', category)
  const pins = category ? [PIN_EVERYWHERE, category] : [PIN_EVERYWHERE]
  const paginator = await query
    .orderByRaw(`CASE WHEN pinned_to IN (${pins.map(() => '?').join(', ')}) THEN 0 ELSE 1 END`, pins)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, BLOG_PAGE_SIZE)
  return { articles: paginator.all(), meta: metaOf(paginator) }
}

/** The RSS feed: the latest published articles (no pins: a feed is chronological). */
export function latestPublished(limit = FEED_SIZE) {
  return publishedOnly(BlogArticle.query()).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit)
}

export function articleBySlug(slug: string) {
  return BlogArticle.findBy('slug', slug)
}

/** The people an article is credited to, in the order they were chosen. */
export async function authorsOf(articleId: number): Promise<User[]> {
  const ids = await authorIdsOf(articleId)
  if (ids.length === 0) return []
  const users = await User.query().whereIn('id', ids)
  const byId = new Map(users.map((user) => [user.id, user]))
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
}

/** The console's list: drafts first, then scheduled and published, most recent first. */
export async function consoleArticles(page: number) {
  const paginator = await BlogArticle.query()
    .orderByRaw('CASE WHEN published_at IS NULL THEN 0 ELSE 1 END')
    .orderBy('published_at', 'desc')
    .orderBy('updated_at', 'desc')
    .paginate(page, ADMIN_PAGE_SIZE)
  return { articles: paginator.all(), meta: metaOf(paginator) }
}

/**
 * Who may be credited as an author. Decision (the spec is silent): staff, i.e. people holding
 * any admin role; the blog speaks for the organisation, never for a learner.
 */
export function authorCandidates() {
  return User.query()
    .whereIn('id', db.from('user_roles').whereNull('deleted_at').where('role', 'like', 'admin:%').select('user_id'))
    .orderBy('name')
    .limit(500)
}

export async function authorIdsOf(articleId: number): Promise<number[]> {
  const rows = await db.from('blog_article_authors').where('blog_article_id', articleId).orderBy('id').select('user_id')
  return rows.map((row: { user_id: number }) => row.user_id)
}

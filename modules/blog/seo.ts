import { appUrl } from '#config/app'
import type BlogArticle from './models/blog_article.js'
import type { PageSeo } from './shared/seo_types.js'

/*
 * What a crawler reads in <head>. The root view renders it from the `seo` view prop: the pages
 * are rendered in the browser (SSR is off), so the first HTML response must carry the tags.
 */

export const BLOG_TITLE = 'The Peerhaven Blog'
export const BLOG_DESCRIPTION = 'News, tutor spotlights, safety and study tips from the Peerhaven peer-tutoring community.'

export function absoluteUrl(path: string) {
  return new URL(path, appUrl).toString()
}

export const FEED_PATH = '/blog/rss.xml'

export function blogIndexSeo(category: { value: string; label: string } | null, page: number): PageSeo {
  const query = new URLSearchParams()
  if (category) query.set('category', category.value)
  if (page > 1) query.set('page', String(page))
  const search = query.size > 0 ? `?${query}` : ''
  return {
    title: category ? `${category.label} · ${BLOG_TITLE}` : BLOG_TITLE,
    description: BLOG_DESCRIPTION,
    canonical: absoluteUrl(`/blog${search}`),
    image: null,
    type: 'website',
    publishedAt: null,
    feed: absoluteUrl(FEED_PATH),
  }
}

export function articleSeo(article: BlogArticle): PageSeo {
  return {
    title: article.title,
    description: article.metaDescription || article.excerpt || BLOG_DESCRIPTION,
    canonical: absoluteUrl(`/blog/${encodeURIComponent(article.slug)}`),
    image: article.imageUrl ? absoluteUrl(article.imageUrl) : null,
    type: 'article',
    publishedAt: article.publishedAt?.toUTC().toISO() ?? null,
    feed: absoluteUrl(FEED_PATH),
  }
}

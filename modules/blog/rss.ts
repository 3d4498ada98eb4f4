import type BlogArticle from './models/blog_article.js'
import { blogCategoryLabel } from './shared/categories.js'
import { absoluteUrl, BLOG_DESCRIPTION, BLOG_TITLE, FEED_PATH } from './seo.js'

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text for XML content and attributes; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char])
}

function element(name: string, text: string) {
  return `<${name}>${escapeXml(text)}</${name}>`
}

/** The RSS 2.0 document of the given (published, newest first) articles. */
export function renderRss(articles: readonly BlogArticle[]): string {
  const items = articles.map((article) => {
    const link = absoluteUrl(`/blog/${encodeURIComponent(article.slug)}`)
    return [
      '<item>',
      element('title', article.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element('pubDate', article.publishedAt!.toUTC().toRFC2822()!),
      element('category', blogCategoryLabel(article.category)),
      element('description', article.excerpt || article.metaDescription),
      '</item>',
    ].join('')
  })
  const newest = articles[0]?.publishedAt?.toUTC().toRFC2822()
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', BLOG_TITLE),
    element('link', absoluteUrl('/blog')),
    element('description', BLOG_DESCRIPTION),
    element('language', 'en'),
    `<atom:link href="${escapeXml(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', newest)] : []),
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n')
}

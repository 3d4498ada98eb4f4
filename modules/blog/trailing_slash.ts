/**
 * spec 000 §2.1 "/blog/{slug}/ (trailing slash) to /blog/{slug}, permanently": the router folds
 * one trailing slash when matching, so the requested path tells the two apart. The slug stays one
 * encoded path segment ('//evil.example' cannot become another host); the query is kept.
 */
export function trailingSlashTarget(url: { pathname?: string | null; query?: string | null }, slug: string): string | null {
  if (!url.pathname?.endsWith('/') || slug === '') return null
  const segment = slug === '.' || slug === '..' ? slug.replaceAll('.', '%2E') : encodeURIComponent(slug)
  return `/blog/${segment}${url.query ? `?${url.query}` : ''}`
}

import logger from '@adonisjs/core/services/logger'

const PLACEHOLDER_ORIGIN = 'https://same-site.invalid'

/**
 * spec 000 §2.2 / spec 002 §8: returnTo accepts only same-site paths (no open redirect).
 * Returns the path + query + hash, or null. An unparsable value is logged as
 * 'Failed to parse url' and dropped; an absolute or protocol-relative URL is dropped.
 */
export function parseReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null
  if (value.length > 2000) {
    logger.warn({ returnTo: value.slice(0, 100) }, 'Failed to parse url')
    return null
  }
  // Control characters and backslashes never belong in a redirect target.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return null
  // Only a path on this site: one leading slash, never "//host" or "/\host".
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    if (!/^https?:\/\//i.test(value) && !value.startsWith('//')) {
      logger.warn({ returnTo: value }, 'Failed to parse url')
    }
    return null
  }
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    logger.warn({ returnTo: value }, 'Failed to parse url')
    return null
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null
  // Dot segments can collapse to a protocol-relative '//host' path: never redirect there.
  if (url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Adds `returnTo` to an app path, keeping its other query parameters. */
export function withReturnTo(path: string, returnTo: string | null) {
  if (!returnTo) return path
  const url = new URL(path, PLACEHOLDER_ORIGIN)
  url.searchParams.set('returnTo', returnTo)
  return `${url.pathname}${url.search}`
}

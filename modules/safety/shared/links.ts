/*
 * Same-site links (spec 000 §2.2 "/report (safety report; query link)"): a link a reporter pastes
 * or a page passes in `?link=` is kept only as a path on this site, so it can never send staff (or
 * anyone) elsewhere. Accepts "/path?query#hash" or a full URL whose origin is this site's.
 */
export function sameSitePath(value: string | null | undefined, siteOrigin: string): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '' || text.length > 500 || /[\s\p{Cc}\\]/u.test(text)) return null
  let url: URL
  try {
    url = new URL(text, siteOrigin)
  } catch {
    return null
  }
  if (url.origin !== new URL(siteOrigin).origin) return null
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // "//host" would be protocol-relative once rendered.
  return /^\/(?![/\\])/.test(path) ? path : null
}

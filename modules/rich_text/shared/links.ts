/*
 * Link rules (spec 000 §2.1, spec 001 §5.2): an address without a mailto or http prefix gets
 * https:// prepended; a malformed mailto is rejected; an address beginning {host} is invalid (and
 * logged by whoever meets it). Anything that is not http(s), mailto or a path on our own site is
 * rejected, so javascript:, data:, vbscript: and friends never reach an href.
 */

export const MAX_URL_LENGTH = 2048

const HOST_PLACEHOLDER = '{host}'
// Control characters, spaces of every kind, invisible format characters and quoting characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007F-\u009F\u00A0\u1680\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF<>"'`\\]/
const HTTP_PREFIX = /^https?:\/\//i
const MAILTO = /^mailto:[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(\?[A-Za-z0-9._~%+=&-]*)?$/i
/** A scheme (javascript:, data:...) rather than a host with a port (example.com:8080). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i

/** Whether the address starts with the {host} placeholder (invalid, and worth a log line). */
export function isHostPlaceholderLink(url: string): boolean {
  return url.trim().startsWith(HOST_PLACEHOLDER)
}

/** A path on our own site ("/w/math"), never a protocol-relative "//evil.example". */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//')
}

/** The address to store for what the writer typed, or null when it is not a valid link. */
export function normalizeLinkUrl(raw: string): string | null {
  if (typeof raw !== 'string') return null
  const url = raw.trim()
  if (url.length === 0 || url.length > MAX_URL_LENGTH) return null
  if (UNSAFE_CHARACTERS.test(url) || isHostPlaceholderLink(url)) return null
  if (url.startsWith('/')) return isInternalUrl(url) ? url : null
  if (/^mailto:/i.test(url)) return MAILTO.test(url) ? url : null
  if (!HTTP_PREFIX.test(url) && OTHER_SCHEME.test(url)) return null
  const absolute = HTTP_PREFIX.test(url) ? url : `https://${url}`
  let parsed: URL
  try {
    parsed = new URL(absolute)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  if (!parsed.hostname || parsed.username || parsed.password) return null
  return absolute.length > MAX_URL_LENGTH ? null : absolute
}

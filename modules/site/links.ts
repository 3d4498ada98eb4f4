/*
 * Link rules shared by everything that renders a link from data (spec 000 §2.1 "Link handling",
 * 001 §5.2, 002 §8):
 *   - links to /api paths are nofollow; user-generated links are "ugc nofollow";
 *   - an address without a mailto: or http(s):// prefix gets https:// prepended;
 *   - a malformed mailto (no valid address) or an address beginning with the literal text
 *     "{host}" is rejected and logged;
 *   - any other scheme (javascript:, data:, vbscript:, file:, …) never becomes a link;
 *   - admin paths are given without a leading slash (adminPath).
 */
import logger from '@adonisjs/core/services/logger'

export type NormalizedLink = {
  href: string
  /** The rel attribute, or null when the link needs none. */
  rel: string | null
}

export type LinkOptions = {
  /** The link comes from something a user wrote (posts, comments, bios, messages). */
  userGenerated?: boolean
}

/** spec 002 §8. */
export const ADMIN_PATH_LEADING_SLASH = 'Invalid input url, should not contain a leading slash'

const HOST_PLACEHOLDER = '{host}'

/* Browsers drop tabs and newlines anywhere in a URL and C0 controls or spaces around it. */
const STRIPPED_ANYWHERE = /[\t\n\r]/g
// eslint-disable-next-line no-control-regex
const STRIPPED_AROUND = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/

/** "name:" at the start: a URL scheme (RFC 3986), or a host followed by a port. */
const SCHEME = /^([a-z][a-z\d+.-]*):/i
/** "example.org:8080", "localhost:3000/x": a host and a port, not a scheme. */
const HOST_AND_PORT = /^[^\s/?#:@]+:\d+(?:[/?#]|$)/

/** One mail address: something@domain.tld, no spaces, no second @. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/

function isApiPath(path: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(path)
}

function relFor(options: LinkOptions, api: boolean): string | null {
  if (options.userGenerated) return 'ugc nofollow'
  return api ? 'nofollow' : null
}

function reject(reason: string, href: string): null {
  logger.warn({ href }, `Rejected link: ${reason}`)
  return null
}

/** Every address of a mailto: link (before any ?subject=…) must be a valid address. */
function validMailto(href: string): boolean {
  const addresses = href.slice('mailto:'.length).split('?')[0]
  let decoded: string
  try {
    decoded = decodeURIComponent(addresses)
  } catch {
    return false
  }
  const list = decoded.split(',').map((address) => address.trim())
  return list.length > 0 && list.every((address) => EMAIL.test(address))
}

/** A http(s) address the URL parser accepts, with a host. */
function validWebAddress(href: string): boolean {
  if (CONTROL_OR_SPACE.test(href)) return false
  try {
    const url = new URL(href)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * Normalises a link address for rendering, or returns null when it must not become a link.
 * Site paths ("/about", "#faq", "?tab=2") stay as they are.
 */
export function normalizeLink(href: string, options: LinkOptions = {}): NormalizedLink | null {
  if (typeof href !== 'string') return null
  const value = href.replace(STRIPPED_ANYWHERE, '').replace(STRIPPED_AROUND, '')
  if (value === '') return null

  // spec 001 §5.2: a link beginning {host} is invalid and logged.
  if (value.startsWith(HOST_PLACEHOLDER)) return reject('starts with {host}', href)

  // Site paths. "//host" and "/\host" are other sites, written without a scheme.
  if ((value.startsWith('/') && !/^\/[/\\]/.test(value)) || /^[#?]/.test(value)) {
    if (CONTROL_OR_SPACE.test(value) || value.includes('\\')) return null
    return { href: value, rel: relFor(options, isApiPath(value)) }
  }

  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase()
  if (scheme && !HOST_AND_PORT.test(value)) {
    if (scheme === 'mailto') {
      if (!validMailto(value)) return reject('malformed mailto', href)
      return { href: value, rel: relFor(options, false) }
    }
    if (scheme === 'http' || scheme === 'https') {
      return validWebAddress(value) ? { href: value, rel: relFor(options, false) } : null
    }
    // javascript:, data:, vbscript:, file:, … never become links.
    return null
  }

  // No mailto/http(s) prefix: https:// is prepended ("example.org/x", "//example.org").
  const candidate = `https://${value.replace(/^[/\\]+/, '')}`
  if (!validWebAddress(candidate)) return null
  return { href: candidate, rel: relFor(options, false) }
}

/**
 * The address of an admin console page (spec 000 §2.2 /admin/{path?}). The path is given
 * without a leading slash (spec 002 §8): adminPath('users') is '/admin/users'.
 */
export function adminPath(path = ''): string {
  if (path.startsWith('/')) throw new Error(ADMIN_PATH_LEADING_SLASH)
  return path === '' ? '/admin' : `/admin/${path}`
}

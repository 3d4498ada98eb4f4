import type { HttpContext } from '@adonisjs/core/http'

/** The old ?show= tabs that moved to their own paths (spec 000 §2.1: show=achievements, sessions or feedback; show=overview is the profile). */
const MOVED_TABS = new Set(['achievements', 'sessions', 'feedback'])

/**
 * spec 000 §2.1 "/u/{user} with query show=achievements, sessions or feedback goes to
 * /u/{user}/achievements, /sessions, /feedback; show=overview goes to /u/{user}" (302, the rest of
 * the query kept). Null when the request is not such a redirect.
 */
export function legacyTabLocation(user: string, query: URLSearchParams): string | null {
  const show = query.get('show')
  if (show === null || (show !== 'overview' && !MOVED_TABS.has(show))) return null
  const rest = new URLSearchParams([...query].filter(([name]) => name !== 'show')).toString()
  const path = `/u/${encodeURIComponent(user)}${show === 'overview' ? '' : `/${show}`}`
  return rest ? `${path}?${rest}` : path
}

export function legacyTabRedirect(ctx: HttpContext) {
  const location = legacyTabLocation(ctx.params.user, new URLSearchParams(ctx.request.parsedUrl.query ?? ''))
  return location ? ctx.response.redirect().status(302).toPath(location) : null
}

/*
 * The product's redirect rules (spec 000 §2.1), as one declarative table.
 *
 * Each row names its source route pattern(s), a destination builder, the status and whether the
 * incoming query string is kept. routes.ts registers one GET route per source pattern, in table
 * order: the router takes the first pattern that matches, so specific rows come before the
 * catch-all rows they overlap (e.g. /beta/w/.../c/.../p/... before /beta/*).
 *
 * Destinations are always same-site paths: the builder receives every route parameter already
 * percent-encoded (a wildcard as its non-empty segments, each encoded), and the final address is
 * checked once more by `sameSitePath`, so no parameter can produce an off-site Location.
 */

export type RedirectStatus = 301 | 302

/** Route parameters as the destination builder sees them: percent-encoded, safe to interpolate. */
export type EncodedParams = Readonly<Record<string, string>> & {
  /** The wildcard's segments, encoded and joined with '/', without leading slash ('' when none). */
  readonly '*'?: string
}

/** Route parameters as the router decoded them (for query values, which are encoded later). */
export type RawParams = Readonly<Record<string, string>>

/** What a destination builder may look at besides the params. */
export type RedirectRequest = {
  readonly query: URLSearchParams
  /** The path as requested, before the router's trailing-slash folding. */
  readonly pathname: string
}

export type RedirectRule = {
  /** AdonisJS route pattern(s). */
  from: string | readonly string[]
  /**
   * The destination path. Return null when this request is not a redirect: the page is then not
   * found (404), until the page living at that address exists.
   */
  to: (params: EncodedParams, request: RedirectRequest) => string | null
  status: RedirectStatus
  /** Whether the incoming query string is carried to the destination. */
  keepQuery: boolean
  /** The rule's own query parameters; they come first, incoming ones with other names follow. */
  query?: (params: RawParams) => Record<string, string>
  /** Incoming query parameters the rule consumes (never carried over). */
  consume?: readonly string[]
  /** Route matchers, e.g. digits only. */
  where?: Readonly<Record<string, RegExp>>
}

const TEMPORARY = 302 as const
const PERMANENT = 301 as const

/** spec 000 §2.1: every session reminder link carries the sms reminder campaign tag. */
const SMS_REMINDER = { utm_source: 'sms', utm_campaign: 'reminder' } as const

/** A wildcard's remainder as "/a/b", or '' when the source had no subpath. */
const subpath = (params: EncodedParams) => (params['*'] ? `/${params['*']}` : '')

/** A rule with a fixed destination that keeps the query string. */
const moved = (
  from: string | readonly string[],
  to: string,
  status: RedirectStatus = TEMPORARY
): RedirectRule => ({ from, to: () => to, status, keepQuery: true })

export const REDIRECTS: readonly RedirectRule[] = [
  /* ── Tutor and profile ─────────────────────────────────────────────────────────────── */
  // /tutor/audit(/…) is listed before /tutor/:id/network so /tutor/audit/network moves too.
  {
    from: ['/tutor/audit', '/tutor/audit/*'],
    to: (p) => `/tutor/peer-review${subpath(p)}`,
    status: PERMANENT,
    keepQuery: true,
  },
  { from: '/tutors/:id', to: (p) => `/tutor/${p.id}`, status: TEMPORARY, keepQuery: true },
  // Only numeric ids: /tutor/{anything else} belongs to the tutor pages (spec 000 §2.2).
  {
    from: '/tutor/:id',
    to: (p) => `/u/${p.id}`,
    status: TEMPORARY,
    keepQuery: true,
    where: { id: /^\d+$/ },
  },
  { from: '/tutor/:id/network', to: (p) => `/u/${p.id}/network`, status: TEMPORARY, keepQuery: true },
  // /u/{user}?show=… (the old profile tabs) is redirected by the profile page itself (modules/profiles).
  moved(['/me/edit', '/me/edit/avatar'], '/settings'),
  moved('/me/edit/notifications', '/settings/notifications'),

  /* ── Certification and review ──────────────────────────────────────────────────────── */
  {
    from: '/topic/review/:id',
    to: (p) => `/certification/review/${p.id}`,
    status: TEMPORARY,
    keepQuery: true,
  },
  moved('/certification', '/certification/about'),
  // The specific audits row first: /admin/audit/audits → /admin/peer-review/audits → …/reviews.
  moved('/admin/peer-review/audits', '/admin/peer-review/reviews', PERMANENT),
  {
    from: ['/admin/audit', '/admin/audit/*'],
    to: (p) => `/admin/peer-review${subpath(p)}`,
    status: PERMANENT,
    keepQuery: true,
  },

  /* ── Home and exploration ──────────────────────────────────────────────────────────── */
  moved(['/readyset', '/ap', '/about/get-involved', '/beta'], '/'),
  moved('/india', '/course/india'),
  moved(['/summer', '/explore/all'], '/explore'),

  /* ── Session reminders (sms campaign tag) ──────────────────────────────────────────── */
  {
    from: '/r/t/:id',
    to: (p) => `/session/${p.id}`,
    status: TEMPORARY,
    keepQuery: true,
    query: () => ({ ...SMS_REMINDER }),
  },
  {
    from: '/r/ts/:id',
    to: (p) => `/series/${p.id}`,
    status: TEMPORARY,
    keepQuery: true,
    query: () => ({ ...SMS_REMINDER }),
  },
  { ...moved('/r/tlh', '/live-help'), query: () => ({ ...SMS_REMINDER }) },
  { ...moved('/r/tdc', '/doubt-clearing'), query: () => ({ ...SMS_REMINDER }) },

  /* ── Live help and educators ───────────────────────────────────────────────────────── */
  moved(['/livehelp', '/live-help/doubt-clearing'], '/live-help'),
  moved(['/live-help/educators', '/teachers', '/counselors'], '/educators'),
  moved('/join/key-club', '/key-club'),
  {
    from: '/classrooms/:id',
    to: (p) => `/classrooms/${p.id}/certifications`,
    status: TEMPORARY,
    keepQuery: true,
  },

  /* ── SAT bootcamp ──────────────────────────────────────────────────────────────────── */
  moved(['/sat-bootcamp-coming-soon', '/sat-bootcamp/coming-soon', '/sat'], '/sat-bootcamp'),
  {
    from: '/sat-bootcamp/consent/:invite_code',
    to: () => '/sat-bootcamp/tutor/consent',
    status: TEMPORARY,
    keepQuery: true,
    // spec 000 §2.2: invite codes are lowercased.
    query: (p) => ({ invite_code: p.invite_code.toLowerCase() }),
  },
  moved('/sat-bootcamp/request-consent/tutor', '/sat-bootcamp/tutor/request-consent'),
  moved(['/course/sat-bootcamp-math', '/course/sat-bootcamp-reading-writing'], '/w/sat-bootcamp'),
  {
    ...moved('/sat-bootcamp/explore', '/w/sat-bootcamp/sessions'),
    query: () => ({ show: 'explore' }),
  },
  // Only without ?show=: the explore alias above lands here with show=explore (no loop).
  {
    from: '/w/sat-bootcamp/sessions',
    to: (_p, { query }) => (query.has('show') ? null : '/w/sat-bootcamp'),
    status: TEMPORARY,
    keepQuery: true,
  },
  moved(
    ['/sat-bootcamp/onboarding', '/sat-bootcamp/onboarding-session'],
    '/sat-bootcamp/onboarding-sessions'
  ),

  /* ── Dashboard ─────────────────────────────────────────────────────────────────────── */
  moved(
    [
      '/dashboard/tutoring',
      '/dashboard/achievements',
      '/dashboard/certifications',
      '/dashboard/new',
      '/dashboard/session',
    ],
    '/dashboard'
  ),
  moved('/dashboard/programs-new', '/dashboard/programs'),
  moved('/find-a-tutor', '/dashboard/one-on-one'),
  moved(['/tutor/host', '/session/schedule', '/series/schedule'], '/tutor'),

  /* ── Worlds and programs ───────────────────────────────────────────────────────────── */
  {
    from: ['/w/college-advice', '/w/college-advice/*'],
    to: (p) => `/w/college-prep${subpath(p)}`,
    status: TEMPORARY,
    keepQuery: true,
  },
  {
    from: ['/ka', '/ka/*'],
    to: (p) => `/khan-academy${subpath(p)}`,
    status: TEMPORARY,
    keepQuery: true,
  },
  { ...moved('/find-a-workshop', '/find-a-program'), query: () => ({ world: 'college-admissions-workshops' }) },
  { ...moved('/find-a-bootcamp', '/find-a-program'), query: () => ({ program: 'sat-bootcamp' }) },

  /* ── Beta and blog ─────────────────────────────────────────────────────────────────── */
  {
    from: '/beta/w/:world/c/:channel/p/:post',
    to: (p) => `/beta/w/${p.world}/p/${p.post}`,
    status: TEMPORARY,
    keepQuery: true,
  },
  // Any other /beta path loses the prefix (bare /beta goes home, above).
  { from: '/beta/*', to: (p) => `/${p['*'] ?? ''}`, status: TEMPORARY, keepQuery: true },
  // /blog/{slug}/ → /blog/{slug} (permanent) is answered by the blog's article route, which owns
  // /blog/:slug (modules/blog/trailing_slash.ts).
]

/**
 * The rule registered for a source pattern. A context that later builds the page living at a
 * conditional source (/u/:user, /w/sat-bootcamp/sessions) owns that route from
 * then on: its controller calls `resolveRedirect(redirectRuleFor(pattern), …)` first, and the
 * pattern moves out of the site's route registration.
 */
export function redirectRuleFor(pattern: string): RedirectRule | undefined {
  return REDIRECTS.find((rule) =>
    typeof rule.from === 'string' ? rule.from === pattern : rule.from.includes(pattern)
  )
}

/** Every source pattern of the table, in registration order. */
export function redirectSources(): string[] {
  return REDIRECTS.flatMap((rule) => (typeof rule.from === 'string' ? [rule.from] : [...rule.from]))
}

/* ── Resolution ───────────────────────────────────────────────────────────────────────── */

/** Percent-encodes one path segment; '.' and '..' are encoded too so they stay literal. */
export function encodeSegment(value: string): string {
  if (value === '.' || value === '..') return value.replaceAll('.', '%2E')
  return encodeURIComponent(value)
}

/** Route params (as AdonisJS hands them over) to the builder's encoded view. */
export function encodeParams(params: Record<string, unknown>): EncodedParams {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      // A wildcard: empty segments are dropped so "/beta//evil.com" cannot become "//evil.com".
      out[name] = value
        .map(String)
        .filter((segment) => segment !== '')
        .map(encodeSegment)
        .join('/')
    } else if (value !== undefined && value !== null) {
      out[name] = encodeSegment(String(value))
    }
  }
  return out
}

function rawParams(params: Record<string, unknown>): RawParams {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') out[name] = value
    else if (typeof value === 'number') out[name] = String(value)
  }
  return out
}

/**
 * The same-site path itself, or '/' for anything a browser could read as another origin:
 * absolute URLs, scheme-relative "//host" and "/\host", or control characters.
 */
export function sameSitePath(path: string): string {
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || /^\/[/\\]/.test(path) || /[\u0000-\u001f\\]/.test(path)) return '/'
  return path
}

/** The rule's own parameters first, then incoming ones it neither sets nor consumes. */
export function mergeQuery(
  own: Record<string, string>,
  incoming: URLSearchParams | null,
  consume: readonly string[] = []
): string {
  const merged = new URLSearchParams(own)
  if (incoming) {
    for (const [name, value] of incoming) {
      if (name in own || consume.includes(name)) continue
      merged.append(name, value)
    }
  }
  return merged.toString()
}

export type RedirectTarget = { location: string; status: RedirectStatus }

/**
 * Where a request matched by `rule` goes, or null when it is not a redirect (404).
 * `params` are the router's params, `pathname` the requested path and `search` the raw query
 * string (without '?').
 */
export function resolveRedirect(
  rule: RedirectRule,
  params: Record<string, unknown>,
  request: { pathname: string; search?: string | null }
): RedirectTarget | null {
  const query = new URLSearchParams(request.search ?? '')
  const path = rule.to(encodeParams(params), { query, pathname: request.pathname })
  if (path === null) return null
  const qs = mergeQuery(rule.query?.(rawParams(params)) ?? {}, rule.keepQuery ? query : null, rule.consume)
  return { location: sameSitePath(path) + (qs ? `?${qs}` : ''), status: rule.status }
}

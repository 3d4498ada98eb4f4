import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
 * Issue 19: Shield writes a freshly encrypted XSRF-TOKEN cookie on every response (AES-GCM plus a
 * key object per call: ~10 % of a visitor's request). A browser that already holds the cookie we
 * issued for its session does not need a new one: the token inside verifies against the
 * session's CSRF secret for as long as the session id stays the same (the secret lives in that
 * session, and sign-in and sign-out give a new id).
 *
 * So Shield's cookie is held back until the handler is done, then written only when the request
 * did not bring back, for this very session id, the exact cookie value this process last issued
 * — a new visitor, a new session, a cookie from another process or an older one all get a fresh
 * one, as before. CSRF checks themselves are unchanged (Shield still verifies every write).
 */
const XSRF_COOKIE = 'XSRF-TOKEN'
const MAX_REMEMBERED = 50_000

/** Session id → the XSRF cookie value (as the browser sends it back) last issued for it here. */
const issued = new Map<string, string>()

function remember(sessionId: string, value: string) {
  issued.delete(sessionId)
  if (issued.size >= MAX_REMEMBERED) issued.delete(issued.keys().next().value!)
  issued.set(sessionId, value)
}

function issuedValue(setCookieHeader: unknown): string | null {
  const lines = Array.isArray(setCookieHeader) ? setCookieHeader : typeof setCookieHeader === 'string' ? [setCookieHeader] : []
  const line = lines.findLast((entry: string) => entry.startsWith(`${XSRF_COOKIE}=`))
  if (!line) return null
  return decodeURIComponent(line.slice(XSRF_COOKIE.length + 1).split(';', 1)[0])
}

export default class XsrfCookieReuseMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const response = ctx.response
    const encryptedCookie = response.encryptedCookie.bind(response)
    let held: Parameters<typeof encryptedCookie> | null = null
    response.encryptedCookie = (...args: Parameters<typeof encryptedCookie>) => {
      if (args[0] !== XSRF_COOKIE) return encryptedCookie(...args)
      held = args
      return response
    }
    try {
      await next()
    } finally {
      response.encryptedCookie = encryptedCookie
      if (held) this.#writeUnlessStillHeld(ctx, held, encryptedCookie)
    }
  }

  #writeUnlessStillHeld(
    ctx: HttpContext,
    held: Parameters<HttpContext['response']['encryptedCookie']>,
    encryptedCookie: HttpContext['response']['encryptedCookie']
  ) {
    const sessionId = ctx.session?.sessionId
    const brought = ctx.request.cookiesList()[XSRF_COOKIE]
    if (sessionId && brought && issued.get(sessionId) === brought) return
    encryptedCookie(...held)
    const value = issuedValue(ctx.response.getHeader('set-cookie'))
    if (sessionId && value) remember(sessionId, value)
  }
}

/** Tests: forget what was issued (a fresh process). */
export function forgetIssuedXsrfCookies() {
  issued.clear()
}

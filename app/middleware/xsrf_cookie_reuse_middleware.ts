import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { CSRF_SECRET_SESSION_KEY } from '#support/session/database_session_store'

/*
 * Issue 19: Shield writes a freshly encrypted XSRF-TOKEN cookie on every response (AES-GCM plus a
 * key object per call: ~10 % of a visitor's request). A browser that already holds a cookie we
 * issued for the session's current CSRF secret does not need a new one: the token inside
 * verifies against that secret.
 *
 * So Shield's cookie is held back until the handler is done, then written unless the request
 * brought back the exact cookie value this process last issued for the secret the session holds
 * NOW (keyed by the secret, not the session id: a session whose row was deleted — sign-out
 * everywhere, suspension — starts again with another secret under the same id). A new visitor, a
 * new secret, a cookie from another process or an older one all get a fresh cookie, as before.
 * CSRF checks themselves are unchanged (Shield still verifies every write).
 */
const XSRF_COOKIE = 'XSRF-TOKEN'
const MAX_REMEMBERED = 50_000

/** CSRF secret → the XSRF cookie value (as the browser sends it back) last issued for it here. */
const issued = new Map<string, string>()

function remember(secret: string, value: string) {
  issued.delete(secret)
  if (issued.size >= MAX_REMEMBERED) issued.delete(issued.keys().next().value!)
  issued.set(secret, value)
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
    // The secret Shield made the token from, read when it hands the cookie over.
    let heldSecret: string | undefined
    response.encryptedCookie = (...args: Parameters<typeof encryptedCookie>) => {
      if (args[0] !== XSRF_COOKIE) return encryptedCookie(...args)
      held = args
      heldSecret = ctx.session?.get(CSRF_SECRET_SESSION_KEY) as string | undefined
      return response
    }
    try {
      await next()
    } finally {
      response.encryptedCookie = encryptedCookie
      if (held) this.#writeUnlessStillHeld(ctx, held, heldSecret, encryptedCookie)
    }
  }

  #writeUnlessStillHeld(
    ctx: HttpContext,
    held: Parameters<HttpContext['response']['encryptedCookie']>,
    heldSecret: string | undefined,
    encryptedCookie: HttpContext['response']['encryptedCookie']
  ) {
    // A handler that changed the secret (a cleared session) gets the cookie written, never remembered.
    const secret = ctx.session?.get(CSRF_SECRET_SESSION_KEY) as string | undefined
    const sameSecret = Boolean(secret) && secret === heldSecret
    const brought = ctx.request.cookiesList()[XSRF_COOKIE]
    if (sameSecret && brought && issued.get(secret!) === brought) return
    encryptedCookie(...held)
    const value = issuedValue(ctx.response.getHeader('set-cookie'))
    if (sameSecret && value) remember(secret!, value)
  }
}


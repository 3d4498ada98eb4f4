import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import type { NextFn } from '@adonisjs/core/types/http'
import limiter from '@adonisjs/limiter/services/main'
import { wantsJson } from './http.js'

export const RATE_LIMIT_UNAVAILABLE = 'This is unavailable for a moment. Please try again in a few minutes.'

/**
 * `limiter.define` that fails closed (issue 20 §1 "rate limits fail closed"): when the counters'
 * store cannot be reached (Redis down), the request is refused with 503 and a sentence (a flash
 * and a redirect back for a form) instead of a 500 — and never let through uncounted, so a
 * sign-in cannot be guessed at without a limit while the store is away. Errors of the route itself
 * (after the limiter let the request in) pass through untouched.
 */
export function defineThrottle(name: string, builder: Parameters<typeof limiter.define>[1]) {
  const throttle = limiter.define(name, builder)
  return async (ctx: HttpContext, next: NextFn) => {
    let admitted = false
    try {
      return await throttle(ctx, () => {
        admitted = true
        return next()
      })
    } catch (error) {
      if (admitted || !isStoreUnavailable(error)) throw error
      logger.error({ err: error, limiter: name }, 'rate-limit store unavailable: request refused (fail closed)')
      if (wantsJson(ctx)) return ctx.response.status(503).send({ errors: [{ message: RATE_LIMIT_UNAVAILABLE }] })
      ctx.session.flash('error', RATE_LIMIT_UNAVAILABLE)
      return ctx.response.redirect().back()
    }
  }
}

/** A connection error of the store (ioredis, or a database store's driver), not a limit. */
function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if ((error as { status?: number }).status === 429) return false
  const code = (error as { code?: string }).code ?? ''
  return (
    /Connection is closed|ECONNREFUSED|ETIMEDOUT|ENOTFOUND|MaxRetriesPerRequest|Stream isn't writeable|connect E/i.test(error.message) ||
    ['ECONNREFUSED', 'ETIMEDOUT', 'ECONNRESET', 'EPIPE', 'NR_CLOSED'].includes(code)
  )
}

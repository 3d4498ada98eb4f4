import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { recordReferral } from '../actions/record_referral.js'
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS, referralCookieValue } from '../shared/index.js'

/** Only an account this young is attributed to the code it arrived with ("at signup"). */
const SIGNUP_WINDOW = { hours: 24 }

/*
 * Referral attribution (issue 11 §3) without a change to sign-up: a visitor's `?ref=<code>` is kept
 * in a plain cookie for 7 days; the first request of a newly created account that still carries it
 * records the referral and clears the cookie. Costs nothing on requests without either.
 */
export default class ReferralCookieMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user as { id: number; createdAt: DateTime } | undefined
    const ref = ctx.request.qs().ref
    if (!user && typeof ref === 'string') {
      const kept = referralCookieValue(ref)
      if (kept && 'error' in kept) logger.warn({ length: ref.length }, kept.error)
      if (kept && 'value' in kept) {
        ctx.response.plainCookie(REFERRAL_COOKIE, kept.value, { maxAge: `${REFERRAL_COOKIE_DAYS}d`, httpOnly: true, sameSite: 'lax', encode: false })
      }
    }
    if (user) {
      const code = ctx.request.plainCookie(REFERRAL_COOKIE, { encoded: false })
      if (typeof code === 'string' && code.length > 0) {
        const kept = referralCookieValue(code)
        if (kept && 'value' in kept && user.createdAt > DateTime.utc().minus(SIGNUP_WINDOW)) await recordReferral(user.id, kept.value)
        ctx.response.clearCookie(REFERRAL_COOKIE)
      }
    }
    return next()
  }
}

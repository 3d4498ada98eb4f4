import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
 * Loads the signed-in user, if any, on every request. A request whose session holds no user id
 * and that brings no remember-me cookie is a visitor: the guard is marked as tried without
 * running it, because the guard answers a visitor by building (and catching) an
 * E_UNAUTHORIZED_ACCESS exception with its stack — measurable on every visitor request (issue 19).
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = ctx.auth.use('web')
    const visitor = !ctx.session.has(guard.sessionKeyName) && ctx.request.cookiesList()[guard.rememberMeKeyName] === undefined
    if (visitor) guard.authenticationAttempted = true
    else await ctx.auth.check()
    return next()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Pages only for visitors (sign in, sign up): a signed-in user goes to the dashboard. */
export default class GuestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (await ctx.auth.check()) return ctx.response.redirect('/dashboard')
    return next()
  }
}

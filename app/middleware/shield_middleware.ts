import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { isStatelessRoute } from '#kernel/stateless_routes'

/* Shield (CSRF, CSP, frame guard, HSTS, no-sniff) for every route but the stateless ones (#kernel/stateless_routes). */
let shield: ShieldMiddleware | null = null

export default class ShieldUnlessStatelessMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isStatelessRoute(ctx.route?.name)) return next()
    shield ??= await app.container.make(ShieldMiddleware)
    return shield.handle(ctx, next)
  }
}

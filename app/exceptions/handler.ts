import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest

  /* Friendly not-found and error pages in the app frame, everywhere but local development. */
  protected renderStatusPages = app.inProduction || app.inTest

  /*
   * A request that fails before the Inertia middleware (or on a route that skips it, like the
   * probes) has no page renderer: it gets a plain sentence rather than a second error.
   */
  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, ctx) => (ctx.inertia ? ctx.inertia.render('errors/not_found', {}) : ctx.response.notFound('Page not found.')),
    '500..599': (error, ctx) =>
      ctx.inertia ? ctx.inertia.render('errors/server_error', {}) : ctx.response.status(error.status ?? 500).send('Something went wrong on our side. Please try again in a few minutes.'),
  }

  async handle(error: unknown, ctx: HttpContext) {
    // An Inertia form that hit a rate limit goes back to the form with the message as a toast;
    // other clients get the 429 with the message (limiter's own rendering).
    const code = (error as { code?: string })?.code
    if (code === 'E_TOO_MANY_REQUESTS' && ctx.request.header('x-inertia') && ctx.session) {
      ctx.session.flash('error', (error as Error).message)
      return ctx.response.redirect().back()
    }
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}

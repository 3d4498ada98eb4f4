import type { HttpContext } from '@adonisjs/core/http'
import { errors as httpErrors } from '@adonisjs/core/http'

/** True for API clients that asked for JSON (not Inertia page visits). */
export function wantsJson(ctx: HttpContext) {
  return !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
}

/**
 * Refuses a form with field messages: 422 JSON for API clients, otherwise the Inertia way
 * (errors flashed, redirect back to the form). Nothing was changed.
 */
export function refuseForm(ctx: HttpContext, errors: Record<string, string>) {
  if (wantsJson(ctx)) {
    return ctx.response.unprocessableEntity({
      errors: Object.entries(errors).map(([field, message]) => ({ field, message })),
    })
  }
  ctx.session.flashExcept(['password', 'passwordConfirmation'])
  ctx.session.flash('inputErrorsBag', errors)
  return ctx.response.redirect().back()
}

/** The friendly not-found page (thrown: the exception handler renders it in the frame). */
export function notFound(ctx: HttpContext): never {
  throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

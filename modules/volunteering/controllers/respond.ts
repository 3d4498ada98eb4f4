import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { answerDenial } from '#modules/identity/index'
import { notFound, wantsJson } from '#app/support/http'

/*
 * Answers of volunteering's writes: JSON clients get a status and { ok, message }; Inertia visits
 * go back with a flash message (a toast). A policy's sentence (409) is refused the same way;
 * other denials follow the app's rule (404 page, access-blocked screen).
 */
export function done(ctx: HttpContext, message: string) {
  if (wantsJson(ctx)) return ctx.response.ok({ ok: true, message })
  ctx.session.flash('success', message)
  return ctx.response.redirect().back()
}

export function denied(ctx: HttpContext, verdict: AuthorizationResponse) {
  return answerDenial(ctx, verdict, (message, status) => {
    if (wantsJson(ctx)) return ctx.response.status(status).send({ ok: false, message })
    ctx.session.flash('error', message)
    return ctx.response.redirect().back()
  })
}

/** A positive id route parameter, or the not-found page. */
export function idOr404(ctx: HttpContext, name = 'id'): number {
  const text = String(ctx.params[name] ?? '')
  if (!/^[1-9]\d{0,11}$/.test(text)) notFound(ctx)
  return Number(text)
}

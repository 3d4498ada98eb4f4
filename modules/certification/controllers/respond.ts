import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { answerDenial } from '#modules/identity/index'
import { notFound, wantsJson } from '#app/support/http'

/* Answers of certification's writes: JSON clients get { ok, message }; Inertia visits a flash and a redirect. */
export function done(ctx: HttpContext, message: string, to?: string) {
  if (wantsJson(ctx)) return ctx.response.ok({ ok: true, message })
  ctx.session.flash('success', message)
  return to ? ctx.response.redirect().toPath(to) : ctx.response.redirect().back()
}

/** A refusal that changed nothing (already decided, a repeat): 409. */
export function conflict(ctx: HttpContext, message: string) {
  if (wantsJson(ctx)) return ctx.response.conflict({ ok: false, message })
  ctx.session.flash('error', message)
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

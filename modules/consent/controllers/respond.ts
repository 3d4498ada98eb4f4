import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { answerDenial } from '#modules/identity/index'
import { wantsJson } from '#app/support/http'

/* Answers of the consent pages: a flash and back (Inertia), or a status and { ok, message } (JSON). */
export function done(ctx: HttpContext, message: string, status = 200) {
  if (wantsJson(ctx)) return ctx.response.status(status).send({ ok: status < 400, message })
  ctx.session.flash(status < 400 ? 'success' : 'error', message)
  return ctx.response.redirect().back()
}

export function denied(ctx: HttpContext, verdict: AuthorizationResponse) {
  return answerDenial(ctx, verdict, (message, status) => done(ctx, message, status))
}

/** A link that does not open (403 tampered, 410 expired): its own page, and nothing changes. */
export function linkProblem(ctx: HttpContext, status: number, message: string) {
  if (wantsJson(ctx)) return ctx.response.status(status).send({ ok: false, message })
  ctx.response.status(status)
  return ctx.inertia.render('consent/link_problem', { status, message })
}

export function linkRefused(ctx: HttpContext, verdict: AuthorizationResponse) {
  return linkProblem(ctx, verdict.status ?? 403, verdict.message ?? '')
}

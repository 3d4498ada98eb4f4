import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { renderBlocked } from '#modules/identity/index'
import { wantsJson } from '#app/support/http'
import { REGISTRATION_MESSAGES } from '../messages.js'

/*
 * Answers of the tutoring actions: JSON clients get a status and { ok, reason }; Inertia and
 * browser forms are sent back to the page with a flash message (shown as a toast).
 */
export function notFound(ctx: HttpContext): never {
  throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

export function done(ctx: HttpContext, message: string, redirectTo: string, body: Record<string, unknown> = {}) {
  if (wantsJson(ctx)) return ctx.response.ok({ ok: true, message, ...body })
  ctx.session.flash('success', message)
  return ctx.response.redirect().toPath(redirectTo)
}

export function refused(ctx: HttpContext, reason: string, status: 403 | 404 | 409 | 422, redirectTo: string) {
  if (wantsJson(ctx)) return ctx.response.status(status).send({ ok: false, reason })
  ctx.session.flash('error', reason)
  return ctx.response.redirect().toPath(redirectTo)
}

/** A refusal that means the session is not there for this person sends them back to explore. */
const BACK_TO_EXPLORE: ReadonlySet<string> = new Set([REGISTRATION_MESSAGES.notFound])

/**
 * Answers a SessionPolicy denial the way tutoring always answered. Without a reason: 404 is the
 * not-found page, 403 the "not enough permission" screen. With a reason: `refused`, back to the
 * session (or to explore, see BACK_TO_EXPLORE).
 *
 * Controllers run `bouncer.with(SessionPolicy).execute(...)` and return this on a denial rather
 * than `authorize(...)`: the error `authorize` throws goes straight to the app's exception
 * handler (route middleware never sees it), whose Bouncer rendering is a plain-text 403.
 */
export function denied(ctx: HttpContext, verdict: AuthorizationResponse) {
  const status = (verdict.status ?? 403) as 403 | 404 | 409 | 422
  const reason = verdict.message
  if (status === 404 && (!reason || reason === 'Not found')) return notFound(ctx)
  if (!reason) return renderBlocked(ctx, 'not_enough_permission')
  const back = BACK_TO_EXPLORE.has(reason) || !ctx.params.id ? '/explore' : `/session/${ctx.params.id}`
  return refused(ctx, reason, status, back)
}

/** A positive integer route or query parameter, or null. */
export function positiveInt(value: unknown): number | null {
  const text = String(value ?? '')
  if (!/^\d{1,9}$/.test(text)) return null
  const n = Number(text)
  return n > 0 ? n : null
}

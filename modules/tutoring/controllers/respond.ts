import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'

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

/** A positive integer route or query parameter, or null. */
export function positiveInt(value: unknown): number | null {
  const text = String(value ?? '')
  if (!/^\d{1,9}$/.test(text)) return null
  const n = Number(text)
  return n > 0 ? n : null
}

import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { notFound, refuseForm } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'

/** The signed-in staff member (the admin routes are guarded, so there always is one). */
export function staffOf(ctx: HttpContext) {
  return ctx.auth.getUserOrFail()
}

/**
 * A policy's refusal as the console answers it: a 422 goes back to the form with the policy's
 * message under `field`; anything else is the not_enough_permission screen (spec 000 §2.3).
 */
export function refuse(ctx: HttpContext, decision: AuthorizationResponse, field: string) {
  return answerDenial(ctx, decision, decision.status === 422 ? (message) => refuseForm(ctx, { [field]: message }) : undefined)
}

/** A positive integer route parameter, or the 404 page. */
export function idParam(ctx: HttpContext, name = 'id'): number {
  const raw = String(ctx.params[name] ?? '')
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) notFound(ctx)
  return Number(raw)
}

/** List pages read `q` and `page` leniently: a malformed value falls back to the default. */
export function listQuery(ctx: HttpContext) {
  const qs = ctx.request.qs()
  const q = typeof qs.q === 'string' ? qs.q.trim().slice(0, 100) : ''
  const pageText = typeof qs.page === 'string' ? qs.page : ''
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1
  return {
    q,
    page,
    flag: (name: string) => ['1', 'true', 'on'].includes(String(qs[name] ?? '')),
    /** A positive id in the query string (?user=12), or null. */
    id: (name: string) => (typeof qs[name] === 'string' && /^\d{1,9}$/.test(qs[name]) && Number(qs[name]) >= 1 ? Number(qs[name]) : null),
  }
}

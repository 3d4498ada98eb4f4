import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { wantsJson } from '#app/support/http'
import { renderBlocked } from '#modules/identity/index'

/*
 * How the series controllers answer: the friendly 404, a policy's denial, a refused or done action.
 */

/** The friendly 404: a series the viewer may not see does not exist for them. */
export function notFound(ctx: HttpContext): never {
  throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

/**
 * A policy's denial, answered as these pages always have: 404 the not-found page, 401 and 403
 * the access-blocked screens (spec 000 §2.3), 422 the sentence beside the series' buttons.
 */
export async function answerDenial(ctx: HttpContext, denial: AuthorizationResponse, seriesId?: number) {
  if (denial.status === 404) notFound(ctx)
  if (denial.status === 422 && seriesId !== undefined) return refuseOnSeries(ctx, seriesId, denial.message ?? '')
  return renderBlocked(ctx, denial.status === 401 ? 'not_logged_in' : 'not_enough_permission')
}

/**
 * A refused action: 422 with the sentence for JSON clients; otherwise back to the series page
 * with the sentence as the page's form error (shown beside the buttons). Nothing was changed.
 */
export function refuseOnSeries(ctx: HttpContext, seriesId: number, message: string, field = 'form', target?: string) {
  if (wantsJson(ctx)) return ctx.response.unprocessableEntity({ errors: [{ field, message }] })
  ctx.session.flash('inputErrorsBag', { [field]: message })
  return target ? ctx.response.redirect(target) : ctx.response.redirect().toRoute('series.show', { id: seriesId })
}

export function succeedOnSeries(ctx: HttpContext, seriesId: number, message: string, target?: string) {
  if (wantsJson(ctx)) return ctx.response.ok({ ok: true, message })
  ctx.session.flash('success', message)
  return target ? ctx.response.redirect(target) : ctx.response.redirect().toRoute('series.show', { id: seriesId })
}

/** A page number from the query string: a positive integer, 1 otherwise. */
export function pageFrom(value: unknown): number {
  const page = Number.parseInt(String(value ?? '1'), 10)
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1
}

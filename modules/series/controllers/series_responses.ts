import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'

/*
 * How the series controllers answer: the friendly 404, a policy's denial, a refused or done action.
 */

/** A policy's denial (identity's answerDenial); a 422 sentence shows beside the series' buttons. */
export function answerSeriesDenial(ctx: HttpContext, denial: AuthorizationResponse, seriesId?: number) {
  const besideButtons = denial.status === 422 && seriesId !== undefined
  return answerDenial(ctx, denial, besideButtons ? (message) => refuseOnSeries(ctx, seriesId, message) : undefined)
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

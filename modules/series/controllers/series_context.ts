import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'
import { viewerOf } from '#modules/identity/index'
import { World, canViewWorld } from '#modules/worlds/index'
import type Series from '../models/series.js'
import { findSeries } from '../queries/series_queries.js'
import type { SeriesViewer } from '../queries/series_page.js'

/** The friendly 404: a series the viewer may not see does not exist for them. */
export function notFound(ctx: HttpContext): never {
  throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

/**
 * The series named by :id, when the viewer may see it (spec 000 §6.4 "Series viewing: world
 * visibility public, unlisted or membership"); otherwise the 404 page.
 */
export async function visibleSeries(ctx: HttpContext): Promise<{ series: Series; world: World; viewer: SeriesViewer }> {
  const series = await findSeries(ctx.params.id)
  if (!series) notFound(ctx)
  const world = await World.find(series.worldId)
  const current = await viewerOf(ctx)
  const userId = current?.user.id ?? null
  if (!world || !(await canViewWorld(world, userId))) notFound(ctx)
  return {
    series,
    world,
    viewer: {
      userId,
      email: current?.user.email ?? null,
      isStaff: current?.roles.has('admin:basic') ?? false,
      signedIn: current !== null,
    },
  }
}

/**
 * A refused action: 422 with the sentence for JSON clients; otherwise back to the series page
 * with the sentence as the page's form error (shown beside the buttons). Nothing was changed.
 */
export function refuseOnSeries(ctx: HttpContext, seriesId: number | string, message: string, field = 'form', target?: string) {
  if (wantsJson(ctx)) return ctx.response.unprocessableEntity({ errors: [{ field, message }] })
  ctx.session.flash('inputErrorsBag', { [field]: message })
  return ctx.response.redirect(target ?? `/series/${seriesId}`)
}

export function succeedOnSeries(ctx: HttpContext, seriesId: number | string, message: string, target?: string) {
  if (wantsJson(ctx)) return ctx.response.ok({ ok: true, message })
  ctx.session.flash('success', message)
  return ctx.response.redirect(target ?? `/series/${seriesId}`)
}

/** A page number from the query string: a positive integer, 1 otherwise. */
export function pageFrom(value: unknown): number {
  const page = Number.parseInt(String(value ?? '1'), 10)
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1
}

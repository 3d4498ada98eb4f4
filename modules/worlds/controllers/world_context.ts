import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { renderBlocked } from '#modules/identity/index'
import type World from '../models/world.js'
import { findWorldBySlug } from '../queries/worlds.js'

/** The friendly 404, the same a missing route gives: a hidden world does not exist for you. */
export function notFound(ctx: HttpContext): never {
  throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

/** The world named by :worldSlug, or the 404 page. Whether the viewer may see it is WorldPolicy.view. */
export async function worldFromRoute(ctx: HttpContext): Promise<World> {
  const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
  if (!world) notFound(ctx)
  return world
}

/**
 * Answers a WorldPolicy denial the way these pages always have: the 404 page when the world is
 * hidden from the viewer (the policy denies with 404), the Access Denied screen otherwise
 * (spec 000 §2.3 not_enough_permission).
 */
export function refuse(ctx: HttpContext, verdict: AuthorizationResponse) {
  if (verdict.status === 404) notFound(ctx)
  return renderBlocked(ctx, 'not_enough_permission')
}

/** A page number from the query string: a positive integer, 1 otherwise. */
export function pageFrom(value: unknown): number {
  const page = Number.parseInt(String(value ?? '1'), 10)
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1
}

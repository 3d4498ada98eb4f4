import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import type World from '../models/world.js'
import { findWorldBySlug } from '../queries/worlds.js'

/** The world named by :worldSlug, or the 404 page. Whether the viewer may see it is WorldPolicy.view. */
export async function worldFromRoute(ctx: HttpContext): Promise<World> {
  const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
  if (!world) notFound(ctx)
  return world
}

/** A page number from the query string: a positive integer, 1 otherwise. */
export function pageFrom(value: unknown): number {
  const page = Number.parseInt(String(value ?? '1'), 10)
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1
}

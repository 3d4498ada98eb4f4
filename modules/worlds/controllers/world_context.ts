import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import { viewerOf } from '#modules/identity/index'
import type World from '../models/world.js'
import type WorldMember from '../models/world_member.js'
import { activeMembership, findWorldBySlug, worldVisibleTo } from '../queries/worlds.js'

export type WorldContext = {
  world: World
  userId: number | null
  membership: WorldMember | null
  isStaff: boolean
}

/** The friendly 404, the same a missing route gives: a hidden world does not exist for you. */
export function notFound(ctx: HttpContext): never {
  throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

/**
 * The world named by :worldSlug, if the viewer may see it (spec 000 §6.4); otherwise the 404
 * page, so a membership world's existence never leaks.
 */
export async function visibleWorld(ctx: HttpContext): Promise<WorldContext> {
  const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
  if (!world) notFound(ctx)
  const viewer = await viewerOf(ctx)
  const userId = viewer?.user.id ?? null
  const membership = userId === null ? null : await activeMembership(userId, world.id)
  const isStaff = viewer?.roles.has('admin:basic') ?? false
  if (!worldVisibleTo(world, { isMember: membership !== null, isStaff })) notFound(ctx)
  return { world, userId, membership, isStaff }
}

/** A page number from the query string: a positive integer, 1 otherwise. */
export function pageFrom(value: unknown): number {
  const page = Number.parseInt(String(value ?? '1'), 10)
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1
}

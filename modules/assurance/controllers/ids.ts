import type { HttpContext } from '@adonisjs/core/http'

/** The route's `:id` (routes match it as 1–9 digits). */
export function positiveId(ctx: HttpContext): number {
  return Number(ctx.params.id)
}

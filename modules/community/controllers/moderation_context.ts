import type { HttpContext } from '@adonisjs/core/http'
import { notFound, wantsJson } from '#app/support/http'
import { findWorldBySlug, moderatorTabs, type World } from '#modules/worlds/index'

/* What every moderator page and action of a world starts from. */

/** The world named by :worldSlug, or the 404 page (whether the viewer may moderate it is WorldModerationPolicy's). */
export async function worldFromRoute(ctx: HttpContext): Promise<World> {
  const world = await findWorldBySlug(String(ctx.params.worldSlug ?? ''))
  if (!world) notFound(ctx)
  return world
}

/** A positive integer route parameter (0 when malformed: no row has it, so the lookup answers 404). */
export function idParam(ctx: HttpContext, name: string): number {
  const raw = String(ctx.params[name] ?? '')
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0
}

/** The page's header data: the world and the moderator tabs (members is worlds', the rest ours). */
export function moderatorFrame(world: World) {
  return { tabs: moderatorTabs(world.slug) }
}

/** A moderator action's answer: JSON for API clients, else a flash message and back to the page. */
export function answerAction(ctx: HttpContext, changed: boolean, message: string, unchanged: string, data: Record<string, unknown> = {}) {
  if (wantsJson(ctx)) return ctx.response.ok({ changed, ...data })
  ctx.session.flash(changed ? 'success' : 'error', changed ? message : unchanged)
  return ctx.response.redirect().back()
}

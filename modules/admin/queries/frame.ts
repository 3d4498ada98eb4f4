import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'

/**
 * The console frame's props: the menu of every registered page the viewer may open (the rule that
 * guards the pages' routes, StaffConsolePolicy.openPage, so an entry never leads to a refusal)
 * and the current entry (AdminFrameTransformer shapes it).
 */
export async function adminFrame(ctx: HttpContext, active: string) {
  return adminFrameFor(await ctx.auth.getUserOrFail().roles(), active)
}

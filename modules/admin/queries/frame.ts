import type { HttpContext } from '@adonisjs/core/http'
import { adminMenuFor, type AdminMenu } from '#kernel/admin_menu'
import { viewerOf } from '#modules/identity/index'

export type AdminFrame = { menu: AdminMenu; active: string }

/** The console frame's props (the menu the viewer's roles allow, and the current entry). */
export async function adminFrame(ctx: HttpContext, active: string): Promise<AdminFrame> {
  const viewer = await viewerOf(ctx)
  return { menu: adminMenuFor(new Set(viewer?.roles ?? [])), active }
}

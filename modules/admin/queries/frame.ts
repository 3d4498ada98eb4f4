import type { HttpContext } from '@adonisjs/core/http'
import { buildAdminMenu, registeredAdminPages, type AdminMenu, type AdminPageRegistration } from '#kernel/admin_menu'
import StaffConsolePolicy from '../policies/staff_console_policy.js'

/**
 * The menu the viewer sees: every registered page StaffConsolePolicy lets them open (the ability
 * that guards the pages' routes, so an entry never leads to a refusal and no page they may open
 * is missing).
 */
export async function adminMenuOf(ctx: HttpContext): Promise<AdminMenu> {
  const visible: AdminPageRegistration[] = []
  for (const page of registeredAdminPages()) {
    if (await ctx.bouncer.with(StaffConsolePolicy).allows('openPage', page)) visible.push(page)
  }
  return buildAdminMenu(visible)
}

/** The console frame's props: the viewer's menu and the current entry (FrameTransformer shapes it). */
export async function adminFrame(ctx: HttpContext, active: string) {
  return { menu: await adminMenuOf(ctx), active }
}

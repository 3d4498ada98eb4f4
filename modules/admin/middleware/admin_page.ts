import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { renderBlocked } from '#modules/identity/index'
import StaffConsolePolicy from '../policies/staff_console_policy.js'

/*
 * Route guards of the staff console. They run after `access({ requires: 'member' })` (signed in,
 * verified, onboarded, not suspended: the screens of spec 000 §2.3) and ask StaffConsolePolicy —
 * the same abilities the menu asks — answering a refusal with the not_enough_permission screen.
 */

/** Any /admin path: the console itself (admin:basic). */
export async function staffConsoleAccess(ctx: HttpContext, next: NextFn) {
  if (await ctx.bouncer.with(StaffConsolePolicy).denies('console')) return renderBlocked(ctx, 'not_enough_permission')
  return next()
}

/** One registered admin page and its actions (the page's roles, spec 000 §6.3). */
export function adminPageAccess(key: string) {
  return async function adminPageAccessMiddleware(ctx: HttpContext, next: NextFn) {
    if (await ctx.bouncer.with(StaffConsolePolicy).denies('openPage', key)) return renderBlocked(ctx, 'not_enough_permission')
    return next()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { adminPage, canOpenAdminPage } from '#kernel/admin_menu'
import { renderBlocked, viewerOf } from '#modules/identity/index'

/**
 * Route middleware for one admin page (and its actions): after `access({ role: 'admin:basic' })`
 * has passed, the viewer also needs one of the page's roles (spec 000 §6.3); otherwise the
 * not_enough_permission screen.
 */
export function adminPageAccess(key: string) {
  return async function adminPageAccessMiddleware(ctx: HttpContext, next: NextFn) {
    const page = adminPage(key)
    if (!page) throw new Error(`Admin page "${key}" is not registered`)
    const viewer = await viewerOf(ctx)
    if (!viewer || !canOpenAdminPage(page, viewer.roles)) return renderBlocked(ctx, 'not_enough_permission')
    return next()
  }
}

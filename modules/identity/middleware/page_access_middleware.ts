import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { decideAccess, type AccessRequirement } from '../access.js'
import { accessSubject, viewerOf } from '../viewer.js'
import { renderBlocked } from '../blocked_screen.js'

/**
 * Guards a route with a page-access requirement; a refusal renders the matching
 * access-blocked screen (spec 000 §2.3) instead of the page.
 */
export default class PageAccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { requires: AccessRequirement }) {
    const viewer = await viewerOf(ctx)
    const code = decideAccess(accessSubject(viewer), options.requires)
    if (code) return renderBlocked(ctx, code)
    return next()
  }
}

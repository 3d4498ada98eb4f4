import type { HttpContext } from '@adonisjs/core/http'
import { adminFrame } from '../queries/frame.js'
import { homeCounts } from '../queries/home.js'

/* The console's Home (spec 000 §2.6 "plus an admin Home"): counts and open items. */
export default class AdminHomeController {
  async show(ctx: HttpContext) {
    const home = await homeCounts()
    return ctx.inertia.render('admin/home', { ...home, admin: await adminFrame(ctx, 'home') })
  }

  /** Any other /admin/{path}: the not-found page, for staff only (spec 000 §2.2). */
  async unknown(ctx: HttpContext) {
    ctx.response.status(404)
    return ctx.inertia.render('errors/not_found', {})
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { adminFrame } from '../queries/frame.js'
import { homeSummary } from '../queries/home.js'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import HomeSummaryTransformer from '../transformers/home_summary_transformer.js'
import OpenItemTransformer from '../transformers/open_item_transformer.js'

/* The console's Home (spec 000 §2.6 "plus an admin Home"): counts and open items. */
export default class AdminHomeController {
  async show(ctx: HttpContext) {
    const summary = await homeSummary()
    return ctx.inertia.render('admin/home', {
      week: HomeSummaryTransformer.transform(summary).useVariant('forWeek'),
      counts: HomeSummaryTransformer.transform(summary),
      openItems: OpenItemTransformer.transform(summary.awaitingReview),
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'home')),
    })
  }

  /** Any other /admin/{path}: the not-found page, for staff only (spec 000 §2.2). */
  async unknown(ctx: HttpContext) {
    ctx.response.status(404)
    return ctx.inertia.render('errors/not_found', {})
  }
}

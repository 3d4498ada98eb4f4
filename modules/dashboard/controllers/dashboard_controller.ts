import type { HttpContext } from '@adonisjs/core/http'
import { renderBlocked, viewerOf } from '#modules/identity/index'
import OutletCardTransformer from '#kernel/transformers/outlet_card_transformer'
import DashboardPolicy from '../policies/dashboard_policy.js'
import { learnerDashboard, tutorDashboard } from '../queries/dashboards.js'
import SessionTransformer from '../transformers/session_transformer.js'
import SeriesTransformer from '../transformers/series_transformer.js'
import RecommendedSessionTransformer from '../transformers/recommended_session_transformer.js'
import HostWorldTransformer from '../transformers/host_world_transformer.js'

/*
 * The two home pages of a signed-in person (issue "Kernel" §6; spec 000 §2.1 sends the old
 * dashboard and hosting addresses here, §2.6 `?celebrate` triggers the frame's confetti).
 */
export default class DashboardController {
  /** GET /dashboard — members (route middleware). */
  async learner(ctx: HttpContext) {
    const data = await learnerDashboard((await viewerOf(ctx))!)
    return ctx.inertia.render('dashboard/learner', {
      upcoming: SessionTransformer.transform(data.upcoming),
      series: SeriesTransformer.transform(data.series),
      recommended: RecommendedSessionTransformer.transform(data.recommended),
      cards: OutletCardTransformer.transform(data.cards),
      celebrate: ctx.request.qs().celebrate !== undefined,
      isTutor: await ctx.bouncer.with(DashboardPolicy).allows('viewTutorDashboard'),
    })
  }

  /** GET /tutor — tutors; everyone else sees Access Denied (spec 000 §2.3 not_enough_permission). */
  async tutor(ctx: HttpContext) {
    if (await ctx.bouncer.with(DashboardPolicy).denies('viewTutorDashboard')) return renderBlocked(ctx, 'not_enough_permission')
    const data = await tutorDashboard((await viewerOf(ctx))!)
    return ctx.inertia.render('dashboard/tutor', {
      upcoming: SessionTransformer.transform(data.upcoming),
      recent: SessionTransformer.transform(data.recent),
      series: SeriesTransformer.transform(data.series),
      recentSeries: SeriesTransformer.transform(data.recentSeries),
      hostWorlds: HostWorldTransformer.transform(data.hostWorlds),
    })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '#modules/identity/index'
import { learnerDashboard, tutorDashboard } from '../queries/dashboards.js'

/*
 * The two home pages of a signed-in person (issue "Kernel" §6; spec 000 §2.1 sends the old
 * dashboard and hosting addresses here, §2.6 `?celebrate` triggers the frame's confetti).
 */
export default class DashboardController {
  /** GET /dashboard — members (route middleware). */
  async learner(ctx: HttpContext) {
    const viewer = (await viewerOf(ctx))!
    const data = await learnerDashboard(viewer)
    return ctx.inertia.render('dashboard/learner', {
      ...data,
      celebrate: ctx.request.qs().celebrate !== undefined,
      isTutor: viewer.roles.has('tutor'),
    })
  }

  /** GET /tutor — tutors (route middleware: role tutor; others see Access Denied). */
  async tutor(ctx: HttpContext) {
    const viewer = (await viewerOf(ctx))!
    const data = await tutorDashboard(viewer)
    return ctx.inertia.render('dashboard/tutor', data)
  }
}

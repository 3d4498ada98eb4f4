import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { MARKETING_PATH, ROUTE_PREFIX } from './constants.js'

/*
 * Routes named programs.college_admissions_workshops.* (DESIGN naming). The default export is the
 * group, so the kernel's contract test can check names and patterns.
 */
const MarketingController = () => import('./controllers/marketing_controller.js')
const WaitlistController = () => import('./controllers/waitlist_controller.js')

export default router.group(() => {
  // The marketing page: learner view by default, ?view=tutor (or /college-admissions/tutor) for tutors.
  router
    .get(`${MARKETING_PATH}/:view?`, [MarketingController, 'show'])
    .where('view', /^(learner|tutor)$/)
    .as(`${ROUTE_PREFIX}.marketing`)
  router
    .post(`${MARKETING_PATH}/waitlist`, [WaitlistController, 'join'])
    .use(middleware.access({ requires: 'member' }))
    .as(`${ROUTE_PREFIX}.waitlist.join`)
  router
    .post(`${MARKETING_PATH}/waitlist/leave`, [WaitlistController, 'leave'])
    .use(middleware.access({ requires: 'member' }))
    .as(`${ROUTE_PREFIX}.waitlist.leave`)
})

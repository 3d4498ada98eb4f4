import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { ADMIN_PATH, HOME_PATH, ROUTE_PREFIX, TUTOR_PATH } from './constants.js'

/* Routes named programs.sat_bootcamp.* (DESIGN naming); the default export is the group. */
const MarketingController = () => import('./controllers/marketing_controller.js')
const SatAdminController = () => import('./controllers/admin_controller.js')

export default router.group(() => {
  // Public (spec 000 §2.2): visitors see the claims and a sign-up card.
  router.get(HOME_PATH, [MarketingController, 'learner']).as(`${ROUTE_PREFIX}.home`)
  router.get(TUTOR_PATH, [MarketingController, 'tutor']).as(`${ROUTE_PREFIX}.tutor`)
  router
    .group(() => {
      // SatPolicy.administer asks the page's roles (spec 000 §6.3 "SAT | collegeboard or user-support:lead").
      router.get(ADMIN_PATH, [SatAdminController, 'index']).as(`${ROUTE_PREFIX}.admin.index`)
      router.get(`${ADMIN_PATH}/users.csv`, [SatAdminController, 'export']).as(`${ROUTE_PREFIX}.admin.export`)
    })
    .use(middleware.access({ requires: 'member' }))
})

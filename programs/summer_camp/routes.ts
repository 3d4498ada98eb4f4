import router from '@adonisjs/core/services/router'
import { HOME_PATH, ROUTE_PREFIX } from './constants.js'

/* Routes named programs.summer_camp.* (DESIGN naming); the default export is the group. */
const CampController = () => import('./controllers/camp_controller.js')

export default router.group(() => {
  router.get(HOME_PATH, [CampController, 'show']).as(`${ROUTE_PREFIX}.home`)
})

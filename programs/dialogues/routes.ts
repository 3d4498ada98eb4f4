import router from '@adonisjs/core/services/router'
import { HOME_PATH, ROUTE_PREFIX } from './constants.js'

/* Routes named programs.dialogues.* (DESIGN naming); the default export is the group. */
const LandingController = () => import('./controllers/landing_controller.js')

export default router.group(() => {
  router.get(HOME_PATH, [LandingController, 'show']).as(`${ROUTE_PREFIX}.home`)
})

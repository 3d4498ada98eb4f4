import router from '@adonisjs/core/services/router'
import { HOME_PATH, ROUTE_PREFIX } from './constants.js'

/* Routes named programs.learning_labs.* (DESIGN naming); the default export is the group. */
const LabsController = () => import('./controllers/labs_controller.js')

export default router.group(() => {
  router.get(HOME_PATH, [LabsController, 'show']).as(`${ROUTE_PREFIX}.home`)
})

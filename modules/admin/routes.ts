import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminHomeController = () => import('./controllers/admin_home_controller.js')

/* spec 000 §6.3: the staff console as a whole needs the basic admin role. */
router.get('/admin', [AdminHomeController, 'show']).use(middleware.access({ requires: { role: 'admin:basic' } }))

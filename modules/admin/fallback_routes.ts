import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { staffConsoleAccess } from './middleware/admin_page.js'

const AdminHomeController = () => import('./controllers/admin_home_controller.js')

/*
 * Any other /admin path: the not-found page, after the admin:basic check (so a visitor learns
 * nothing about which admin pages exist). Registered after every program's routes (the module's
 * `fallbackRoutes`): a program's console page, /admin/key-club, is tried first.
 */
router
  .get('/admin/*', [AdminHomeController, 'unknown'])
  .as('admin.unknown')
  .use([middleware.access({ requires: 'member' }), staffConsoleAccess])

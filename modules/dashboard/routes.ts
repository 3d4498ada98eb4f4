import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const DashboardController = () => import('./controllers/dashboard_controller.js')

/*
 * Dashboards (issue "Kernel" §6). The old addresses (/dashboard/tutoring, /tutor/host, …) are
 * redirects owned by the site module (spec 000 §2.1). Both need an account in good standing;
 * /tutor is for tutors (DashboardPolicy.viewTutorDashboard, asked by the controller).
 */
router.get('/dashboard', [DashboardController, 'learner']).as('dashboard.learner').use(middleware.access({ requires: 'member' }))
router.get('/tutor', [DashboardController, 'tutor']).as('dashboard.tutor').use(middleware.access({ requires: 'member' }))

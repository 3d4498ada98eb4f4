import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminPartnersController = () => import('./controllers/admin_partners_controller.js')
const TutorTreesController = () => import('./controllers/tutor_trees_controller.js')
const LandingController = () => import('./controllers/landing_controller.js')

/*
 * Partners (issue 21 §5): the console pages /admin/partners and /admin/tutor-trees (spec 000 §2.6:
 * super; they need an account, the policy decides the rest) and the public partner landing pages
 * /partners/{slug}.
 */
const id = /^\d{1,12}$/

router
  .group(() => {
    router.get('/admin/partners', [AdminPartnersController, 'index']).as('partners.admin')
    router.post('/admin/partners', [AdminPartnersController, 'store']).as('partners.admin_store')
    router.put('/admin/partners/:id', [AdminPartnersController, 'update']).where('id', id).as('partners.admin_update')
    router.post('/admin/partners/:id/deactivate', [AdminPartnersController, 'deactivate']).where('id', id).as('partners.admin_deactivate')
    router.post('/admin/partners/:id/activate', [AdminPartnersController, 'activate']).where('id', id).as('partners.admin_activate')
    router.post('/admin/partners/:id/move', [AdminPartnersController, 'move']).where('id', id).as('partners.admin_move')
    router.post('/admin/partners/landing-pages', [AdminPartnersController, 'storeLanding']).as('partners.admin_landing_store')
    router.put('/admin/partners/landing-pages/:id', [AdminPartnersController, 'updateLanding']).where('id', id).as('partners.admin_landing_update')
    router.get('/admin/tutor-trees', [TutorTreesController, 'index']).as('partners.tutor_trees')
    router.get('/admin/tutor-trees/:id', [TutorTreesController, 'branches']).where('id', id).as('partners.tutor_tree_branches')
  })
  .use(middleware.access({ requires: 'member' }))

router.get('/partners/:slug', [LandingController, 'show']).as('partners.landing')

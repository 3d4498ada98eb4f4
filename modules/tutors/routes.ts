import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ProfileController = () => import('./controllers/profile_controller.js')
const DirectoryController = () => import('./controllers/directory_controller.js')
const RequestsController = () => import('./controllers/requests_controller.js')
const BiosController = () => import('./controllers/bios_controller.js')
const PledgesController = () => import('./controllers/pledges_controller.js')

/*
 * Tutor discovery and one-on-one requests (issue 18 §2): the public directory /explore/tutors
 * (spec 000 §2.6), a tutor's one-on-one profile /tutor/one-on-one, the requests page
 * /dashboard/one-on-one (spec 000 §2.1: /find-a-tutor redirects there, site's table).
 */
const id = /^\d{1,12}$/

router.get('/explore/tutors', [DirectoryController, 'index']).as('tutors.directory')

router
  .group(() => {
    router.get('/tutor/one-on-one', [ProfileController, 'edit']).as('tutors.profile.edit')
    router.post('/tutor/one-on-one', [ProfileController, 'update']).as('tutors.profile.update')
    router.post('/explore/tutors/:userId/request', [RequestsController, 'store']).where('userId', id).as('tutors.requests.store')
    router.post('/explore/tutors/pledges', [PledgesController, 'store']).as('tutors.pledges.store')
    router.post('/explore/tutors/pledges/:id/withdraw', [PledgesController, 'withdraw']).where('id', id).as('tutors.pledges.withdraw')
    router.get('/dashboard/one-on-one', [RequestsController, 'index']).as('tutors.requests.index')
    router.post('/dashboard/one-on-one/:id/decline', [RequestsController, 'decline']).where('id', id).as('tutors.requests.decline')
    router.post('/dashboard/one-on-one/:id/schedule', [RequestsController, 'schedule']).where('id', id).as('tutors.requests.schedule')
    router.post('/dashboard/one-on-one/:id/close', [RequestsController, 'close']).where('id', id).as('tutors.requests.close')
    // spec 000 §2.6 admin `bios`, §6.3 "Bios: policy" (BiosPolicy).
    router.get('/admin/bios', [BiosController, 'index']).as('tutors.bios.index')
    router.post('/admin/bios/:id/approve', [BiosController, 'approve']).where('id', id).as('tutors.bios.approve')
    router.post('/admin/bios/:id/reject', [BiosController, 'reject']).where('id', id).as('tutors.bios.reject')
  })
  .use(middleware.access({ requires: 'member' }))

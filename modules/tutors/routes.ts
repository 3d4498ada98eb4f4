import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ProfileController = () => import('./controllers/profile_controller.js')
const DirectoryController = () => import('./controllers/directory_controller.js')
const RequestsController = () => import('./controllers/requests_controller.js')

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
    router.get('/dashboard/one-on-one', [RequestsController, 'index']).as('tutors.requests.index')
    router.post('/dashboard/one-on-one/:id/decline', [RequestsController, 'decline']).where('id', id).as('tutors.requests.decline')
    router.post('/dashboard/one-on-one/:id/schedule', [RequestsController, 'schedule']).where('id', id).as('tutors.requests.schedule')
    router.post('/dashboard/one-on-one/:id/close', [RequestsController, 'close']).where('id', id).as('tutors.requests.close')
  })
  .use(middleware.access({ requires: 'member' }))

import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CoursesController = () => import('./controllers/courses_controller.js')
const TopicFollowsController = () => import('./controllers/topic_follows_controller.js')

/*
 * spec 000 §2.2 "/course/{slug}, /course/all". /course/all is registered first: the router takes
 * the first pattern that matches. The /course/sat-bootcamp-* redirects (site) load before these.
 */
router.get('/course/all', [CoursesController, 'index'])
router.get('/course/:slug', [CoursesController, 'show'])

router
  .group(() => {
    router.post('/topics/:id/follow', [TopicFollowsController, 'store']).where('id', /^\d+$/)
    router.delete('/topics/:id/follow', [TopicFollowsController, 'destroy']).where('id', /^\d+$/)
  })
  .use(middleware.access({ requires: 'member' }))

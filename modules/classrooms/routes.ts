import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { defineThrottle } from '#app/support/rate_limits'

const ClassroomsController = () => import('./controllers/classrooms_controller.js')
const MembershipsController = () => import('./controllers/memberships_controller.js')

/*
 * Classrooms (issue 18 §3; spec 000 §2.2 /classrooms). /classrooms/{id} → /classrooms/{id}/certifications
 * is the site's redirect table (spec 000 §2.1); these routes are registered before it (module.ts
 * routesFirst, listed before site) so /classrooms/join is not taken for a classroom id.
 */
const id = /^\d{1,12}$/

/* Join codes are guessable only by trying: 10 tries per 10 minutes per person, like other code entries. */
const throttleJoin = defineThrottle('classroom-join', (ctx) =>
  limiter
    .allowRequests(10)
    .every('10 minutes')
    .usingKey(`classroom-join:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('Too many codes tried. Please wait a few minutes and try again.'))
)

router
  .group(() => {
    router.get('/classrooms', [ClassroomsController, 'index']).as('classrooms.index')
    router.post('/classrooms', [ClassroomsController, 'store']).as('classrooms.store')
    router.get('/classrooms/join', [MembershipsController, 'create']).as('classrooms.join')
    router.post('/classrooms/join', [MembershipsController, 'store']).use(throttleJoin).as('classrooms.join_store')
    router.get('/classrooms/:id/certifications', [ClassroomsController, 'show']).where('id', id).as('classrooms.certifications')
    router.post('/classrooms/:id/code', [ClassroomsController, 'regenerateCode']).where('id', id).as('classrooms.regenerate_code')
    router.post('/classrooms/:id/sharing', [MembershipsController, 'sharing']).where('id', id).as('classrooms.sharing')
    router.post('/classrooms/:id/leave', [MembershipsController, 'leave']).where('id', id).as('classrooms.leave')
  })
  .use(middleware.access({ requires: 'member' }))

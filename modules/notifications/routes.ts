import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { liveChannel } from '#app/support/live'

const NotificationsController = () => import('./controllers/notifications_controller.js')

/* The notification centre (issue 14 §2): the page, the bell's count and popover list, and each notification's link. */
router
  .group(() => {
    router.get('/notifications', [NotificationsController, 'index'])
    router.get('/notifications/unread', [NotificationsController, 'unread'])
    router.get('/notifications/latest', [NotificationsController, 'latest'])
    router.get('/notifications/:id/open', [NotificationsController, 'open']).where('id', /^\d+$/)
  })
  .use(middleware.access({ requires: 'signed_in' }))

// A user's tabs hear their own bell, nobody else's.
liveChannel('notifications/users/:id', (ctx, { id }) => ctx.auth.user?.id === Number(id))

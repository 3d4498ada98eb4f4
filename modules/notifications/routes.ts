import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { liveChannel } from '#app/support/live'

const NotificationsController = () => import('./controllers/notifications_controller.js')
const NotificationSettingsController = () => import('./controllers/notification_settings_controller.js')
const UnsubscribeController = () => import('./controllers/unsubscribe_controller.js')
const PushSubscriptionsController = () => import('./controllers/push_subscriptions_controller.js')

/* The notification centre (issue 14 §2): the page, the bell's count and popover list, and each notification's link. */
router
  .group(() => {
    router.get('/notifications', [NotificationsController, 'index'])
    router.get('/notifications/unread', [NotificationsController, 'unread'])
    router.get('/notifications/latest', [NotificationsController, 'latest'])
    // Ids fit the integer column (PostgreSQL would refuse a longer number): anything else is a 404.
    router.get('/notifications/:id/open', [NotificationsController, 'open']).where('id', /^\d{1,9}$/)
    router.post('/notifications/push/subscriptions', [PushSubscriptionsController, 'store'])
    router.delete('/notifications/push/subscriptions', [PushSubscriptionsController, 'destroy'])
  })
  .use(middleware.access({ requires: 'signed_in' }))

/* Preferences per kind and channel, and the phone number for text messages (/settings/notifications). */
router
  .group(() => {
    router.put('/settings/notifications/channels', [NotificationSettingsController, 'updateChannels'])
    router.post('/settings/phone', [NotificationSettingsController, 'requestCode'])
    router.post('/settings/phone/verify', [NotificationSettingsController, 'verify'])
    router.post('/settings/phone/waive', [NotificationSettingsController, 'waive'])
    router.delete('/settings/phone', [NotificationSettingsController, 'remove'])
  })
  .use(middleware.access({ requires: 'verified' }))

/* One-click unsubscribe: no sign-in, the signed token decides (POST is exempt from CSRF in config/shield.ts). */
router.get('/unsubscribe', [UnsubscribeController, 'show'])
router.post('/unsubscribe', [UnsubscribeController, 'oneClick'])
router.post('/unsubscribe/undo', [UnsubscribeController, 'undo'])

// A user's tabs hear their own bell, nobody else's.
liveChannel('notifications/users/:id', (ctx, { id }) => ctx.auth.user?.id === Number(id))

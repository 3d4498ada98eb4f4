import { defineModule } from '#kernel/modules'

/* Notifications: the store every context notifies through, the notification centre, live badges. */
export default defineModule({
  name: 'notifications',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  /* Scheduled deliveries and the weekly digest: a sweep every minute (repeatable job with Redis). */
  async ready() {
    const { startDeliverySweeps } = await import('./jobs/sweep_deliveries_job.js')
    await startDeliverySweeps()
  },
  register(hooks) {
    // identity's /settings/notifications: the phone number for text messages, then the switches
    // per kind and channel (3 queries: the user, their switches, a pending code).
    hooks.outlet('settings.notifications', async ({ viewerId }) => {
      const { preferenceTable, phoneState } = await import('./queries/preference_table.js')
      const { offeredPushKey } = await import('./push/web_push.js')
      const [rows, phone] = await Promise.all([preferenceTable(viewerId), phoneState(viewerId)])
      return [
        { key: 'notifications.phone', component: 'notifications/phone_number', props: { phone } },
        { key: 'notifications.channels', component: 'notifications/channel_preferences', props: { rows, pushKey: offeredPushKey() } },
      ]
    })
    // The bell in every signed-in page's header. No query here: the frame's per-request cost
    // stays as it was (issue 19); the bell asks GET /notifications/unread once per full page load.
    hooks.outlet('frame.header', ({ viewerId }) =>
      viewerId === null
        ? []
        : [
            {
              key: 'notifications.bell',
              component: 'notifications/bell',
              props: { userId: viewerId },
            },
          ]
    )
  },
})

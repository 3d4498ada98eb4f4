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

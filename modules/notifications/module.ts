import { defineModule } from '#kernel/modules'

/* Notifications: the store every context notifies through, the notification centre, live badges. */
export default defineModule({
  name: 'notifications',
  surface: () => import('./index.js'),
})

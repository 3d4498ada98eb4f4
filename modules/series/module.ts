import { defineModule } from '#kernel/modules'

/* The series context: series templates, series, registrations, reservations. */
export default defineModule({
  name: 'series',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
})

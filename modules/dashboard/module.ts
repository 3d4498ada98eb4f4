import { defineModule } from '#kernel/modules'

/* The dashboard context: /dashboard and /tutor. */
export default defineModule({
  name: 'dashboard',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
})

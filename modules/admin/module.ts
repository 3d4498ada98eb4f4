import { defineModule } from '#kernel/modules'

/* The admin context: the staff console. */
export default defineModule({
  name: 'admin',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
})

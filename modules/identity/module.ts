import { defineModule } from '#kernel/modules'

/* The identity context: users, roles, page access, auth, onboarding, settings. */
export default defineModule({
  name: 'identity',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
})

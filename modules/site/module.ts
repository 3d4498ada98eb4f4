import { defineModule } from '#kernel/modules'

/* The site context: home, public pages, redirects, link rules. */
export default defineModule({
  name: 'site',
  routes: () => import('./routes.js'),
  // The redirect table (spec 000 §2.1) must win over every other module's patterns.
  routesFirst: true,
  surface: () => import('./index.js'),
})

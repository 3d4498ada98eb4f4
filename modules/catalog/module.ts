import { defineModule } from '#kernel/modules'

/* The catalog context: courses, topics, topic follows. */
export default defineModule({
  name: 'catalog',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
})

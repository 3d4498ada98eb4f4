import { defineModule } from '#kernel/modules'

/* Forms as data (spec 001 §3.10): one definition drives the renderer and the server validation. */
export default defineModule({
  name: 'forms',
  surface: () => import('./index.js'),
})

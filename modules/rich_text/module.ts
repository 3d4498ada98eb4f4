import { defineModule } from '#kernel/modules'

/* Rich text: the stored content object (spec 001 §3.8), its validation, editor and renderer. */
export default defineModule({
  name: 'rich_text',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
})

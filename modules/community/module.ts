import { defineModule } from '#kernel/modules'
import { registerModeration } from './moderation_module.js'

/* Community: worlds' channels, posts, comments, feeds, discussions and their moderation. */
export default defineModule({
  name: 'community',
  routes: () => import('./moderation_routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    registerModeration(hooks)
  },
})

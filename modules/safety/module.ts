import { defineModule } from '#kernel/modules'
import { MODERATION_PAGE } from './pages.js'

/* Safety: reports of content (content flags) and the staff queue that reviews them. */
export default defineModule({
  name: 'safety',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.adminPage(MODERATION_PAGE)
  },
})

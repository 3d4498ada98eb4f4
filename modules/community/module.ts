import { defineModule } from '#kernel/modules'

/* Community: worlds' channels, posts, comments, feeds, discussions and their moderation. */
export default defineModule({
  name: 'community',
  surface: () => import('./index.js'),
})

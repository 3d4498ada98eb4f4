import { defineModule } from '#kernel/modules'

/* The blog: articles written by the blog team, public and indexable, with an RSS feed. */
export default defineModule({
  name: 'blog',
})

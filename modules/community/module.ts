import { defineModule } from '#kernel/modules'
import { registerModeration } from './moderation_module.js'

/* Community: worlds' channels, posts, comments, feeds, discussions and their moderation. */
export default defineModule({
  name: 'community',
  // The community's pages, then its moderation's (moderator pages and the staff Comments page).
  routes: async () => {
    await import('./routes.js')
    await import('./moderation_routes.js')
  },
  surface: () => import('./index.js'),
  register(hooks) {
    registerModeration(hooks)
    // `{ type: 'post', id }` references (reports, notifications): PostPolicy.view decides.
    hooks.subject('post', {
      async resolve(id, viewer) {
        const { resolvePost } = await import('./queries/post_subject.js')
        return resolvePost(id, viewer)
      },
      // A deleted post (or one whose place is gone) no longer exists: its images are pruned.
      async exists(id) {
        const { default: Post } = await import('./models/post.js')
        const post = await Post.find(id)
        return post !== null && post.status !== 'deleted'
      },
      // Mentions in a comment: the thread's people (the post's author and commenters) the viewer may see.
      async searchPeople(id, viewer, query, limit) {
        const { threadPeople } = await import('./queries/post_subject.js')
        return threadPeople(id, viewer, query, limit)
      },
    })
    hooks.outlet('world.sections', async ({ worldId, viewerId }) => {
      const { worldFeedSection } = await import('./queries/sections.js')
      return worldFeedSection(worldId, viewerId)
    })
    // A visitor never reads a discussion (ThreadPolicy: registrants, hosts and staff), so their
    // page names none and their browser does not ask for a thread it would be refused.
    hooks.outlet('session.sections', async ({ sessionId, viewerId }) => {
      if (viewerId === null) return []
      const { threadSection } = await import('./queries/sections.js')
      return threadSection('session', sessionId)
    })
    hooks.outlet('series.sections', async ({ seriesId, viewerId }) => {
      if (viewerId === null) return []
      const { threadSection } = await import('./queries/sections.js')
      return threadSection('series', seriesId)
    })
  },
})

import { defineModule } from '#kernel/modules'

/** Upcoming sessions per page on a world's home. */
const WORLD_SESSIONS_PER_PAGE = 10

/* The tutoring context: sessions, hosts, registrations, explore, schedule, calendar feeds, reminders. */
export default defineModule({
  name: 'tutoring',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // The world page lists the world's upcoming sessions the viewer may see (worlds sits below tutoring).
    hooks.outlet('world.sections', async ({ worldId, worldSlug, viewerId, page }) => {
      const { listUpcomingSessions } = await import('./queries/public_lists.js')
      const sessions = await listUpcomingSessions({ worldId, page, perPage: WORLD_SESSIONS_PER_PAGE, viewerId })
      return [{ key: 'upcoming-sessions', component: 'tutoring/world_upcoming_sessions', props: { slug: worldSlug, sessions } }]
    })
  },
})

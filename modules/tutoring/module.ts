import { defineModule } from '#kernel/modules'

/** Upcoming sessions per page on a world's home. */
const WORLD_SESSIONS_PER_PAGE = 10

/* The tutoring context: sessions, hosts, registrations, explore, schedule, calendar feeds, reminders. */
export default defineModule({
  name: 'tutoring',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.personalData({
      key: 'sessions',
      label: 'Sessions you joined or hosted',
      async collect(userId) {
        const { tutoringData } = await import('./personal_data.js')
        return tutoringData(userId)
      },
    })
    // `{ type: 'session', id }` references: SessionPolicy.view decides (a hidden session is null).
    hooks.subject('session', {
      async resolve(id, viewer) {
        const { User } = await import('#modules/identity/index')
        const { loadSession } = await import('./queries/session_details.js')
        const { default: SessionPolicy } = await import('./policies/session_policy.js')
        const loaded = await loadSession(id, viewer?.id ?? null)
        if (!loaded) return null
        const user = viewer ? await User.find(viewer.id) : null
        if ((await new SessionPolicy().view(user, loaded)) !== true) return null
        return { title: loaded.session.title, href: `/session/${id}` }
      },
      // A canceled session still exists (its feedback and notes stay); a deleted one does not.
      async exists(id) {
        const { default: TutoringSession } = await import('./models/tutoring_session.js')
        return (await TutoringSession.find(id)) !== null
      },
      // Between its start and end and not canceled: safety alerts on-call staff about high-severity reports.
      async liveNow(id) {
        const { default: TutoringSession } = await import('./models/tutoring_session.js')
        const session = await TutoringSession.find(id)
        return session !== null && session.canceledAt === null && session.startDate.diffNow().toMillis() <= 0 && session.endDate.diffNow().toMillis() > 0
      },
    })
    // The world page lists the world's upcoming sessions the viewer may see (worlds sits below tutoring).
    hooks.outlet('world.sections', async ({ worldId, worldSlug, viewerId, page }) => {
      const { listUpcomingSessions } = await import('./queries/public_lists.js')
      const sessions = await listUpcomingSessions({ worldId, page, perPage: WORLD_SESSIONS_PER_PAGE, viewerId })
      return [{ key: 'upcoming-sessions', component: 'tutoring/world_upcoming_sessions', props: { slug: worldSlug, sessions } }]
    })
  },
})

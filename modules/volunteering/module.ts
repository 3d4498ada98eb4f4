import { defineModule } from '#kernel/modules'
import { VOLUNTEER_HOURS_PAGE, VOLUNTEERS_PAGE } from './admin_pages.js'

/* Volunteer teams, roles, applications, hours and hour certificates (issue 15). */
export default defineModule({
  name: 'volunteering',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  // The console pages /admin/volunteers and /admin/volunteer-hours come before the console's catch-all /admin/*.
  routesFirst: true,
  register(hooks) {
    hooks.adminPage(VOLUNTEERS_PAGE)
    hooks.adminPage(VOLUNTEER_HOURS_PAGE)
    hooks.nav({ menu: 'account', label: 'My volunteer hours', href: '/volunteer/hours', audience: 'member', order: 17 })
    hooks.nav({ menu: 'footer', group: 'Community', label: 'Volunteer roles', href: '/volunteer', audience: 'everyone', order: 45 })
    // Hosting hours: each attending host's tutoring time becomes a host-session activity (idempotent).
    hooks.on(
      'session.attendance.confirmed',
      async (payload) => {
        const { recordHostingHours } = await import('./actions/record_hosting_hours.js')
        await recordHostingHours(payload)
      },
      { name: 'hosting-hours' }
    )
    // Lesson prep: the minutes a host gives for a session's prep become a host-session-prep activity (one per host and session).
    hooks.on(
      'session.prep.completed',
      async ({ sessionId, userId, durationSeconds }) => {
        const { recordSessionPrepNow } = await import('./actions/record_session_prep.js')
        await recordSessionPrepNow({ sessionId, userId, durationSeconds, description: 'Session preparation' })
      },
      { name: 'session-prep-hours' }
    )
  },
})

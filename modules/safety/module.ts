import { defineModule } from '#kernel/modules'
import { MODERATION_PAGE } from './pages.js'

/* Safety: reports of content (content flags) and the staff queue that reviews them. */
export default defineModule({
  name: 'safety',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.adminPage(MODERATION_PAGE)
    // Issue 13 §1: a report is reachable from every session (signed-in viewers; the server
    // checks again that the reporter may see the session). Sessions are not hidden on a report.
    hooks.outlet('session.sections', ({ viewerId, sessionId }) =>
      viewerId === null
        ? []
        : [{ key: 'safety.report-session', component: 'safety/report_link', props: { subject: { type: 'session', id: sessionId }, label: 'Report this session', hiddenWhileReviewed: false } }]
    )
  },
})

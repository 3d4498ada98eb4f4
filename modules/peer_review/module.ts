import { defineModule } from '#kernel/modules'
import { MENTOR_PAGE, PEER_REVIEWS_PAGE, TUTORS_PAGE } from './admin_pages.js'

/* Peer review of sessions (issue 12 §3): recordings, audits against a rubric, auditor levels, mentors. */
export default defineModule({
  name: 'peer_review',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  // /admin/peer-review comes before the console's catch-all /admin/*.
  routesFirst: true,
  register(hooks) {
    hooks.adminPage(PEER_REVIEWS_PAGE)
    hooks.adminPage(MENTOR_PAGE)
    hooks.adminPage(TUTORS_PAGE)
    hooks.personalData({
      key: 'peer_review',
      label: 'Peer reviews of sessions',
      async collect(userId) {
        const { peerReviewDataOf } = await import('./queries/personal_data.js')
        return peerReviewDataOf(userId)
      },
    })
    // Provider recordings (the meeting provider's optional recordings method) once a session ended.
    hooks.on('session.ended', async ({ sessionId }) => {
      const { fetchProviderRecordings } = await import('./actions/fetch_provider_recordings.js')
      await fetchProviderRecordings(sessionId)
    })
    // "Review this session" / "See reviews" on session pages; no query for most views (queries/session_link.ts).
    hooks.outlet('session.sections', async ({ viewerId, sessionId }) => {
      if (viewerId === null) return []
      const { peerReviewLinkFor } = await import('./queries/session_link.js')
      return peerReviewLinkFor(viewerId, sessionId)
    })
    hooks.nav({ menu: 'certify', label: 'Peer Review Sessions', href: '/tutor/peer-review', audience: 'member', role: 'tutor', order: 50 })
    hooks.nav({ menu: 'account', label: 'Reviews of my sessions', href: '/tutor/peer-review/mine', audience: 'member', role: 'tutor', order: 42 })
  },
})

import { defineModule } from '#kernel/modules'
import { CERTIFICATIONS_PAGE } from './admin_pages.js'
import { CERTIFICATION_SUBJECT, certificationSubject } from './subject.js'

/* Topic certification: video requests, staff recording approval, peer review, transcripts (issue 12 §1). */
export default defineModule({
  name: 'certification',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  // /admin/certifications comes before the console's catch-all /admin/*.
  routesFirst: true,
  register(hooks) {
    hooks.adminPage(CERTIFICATIONS_PAGE)
    // A request's recording is attached to it: uploads asks this resolver who may play it.
    hooks.subject(CERTIFICATION_SUBJECT, certificationSubject)
    hooks.personalData({
      key: 'certification',
      label: 'Certifications',
      async collect(userId) {
        const { certificationDataOf } = await import('./queries/personal_data.js')
        return certificationDataOf(userId)
      },
    })
    // spec 000 §2.5 "pending certifications waiting on peer reviews".
    hooks.outlet('frame.toasts', async ({ viewerId }) => {
      const { reviewWaitingFor } = await import('./queries/review_toast.js')
      return (await reviewWaitingFor(viewerId)) ? [{ key: 'certification.reviews-waiting', component: 'certification/review_toast', props: {} }] : []
    })
    // spec 000 §2.6 Certify menu: Start a New Certification, About Certifications, My Certifications, Review Certifications.
    hooks.nav({ menu: 'certify', label: 'Start a New Certification', href: '/certification/start', audience: 'member', order: 10 })
    hooks.nav({ menu: 'certify', label: 'About Certifications', href: '/certification/about', audience: 'member', order: 20 })
    hooks.nav({ menu: 'certify', label: 'My Certifications', href: '/certification/mine', audience: 'member', order: 30 })
    hooks.nav({ menu: 'certify', label: 'Review Certifications', href: '/certification/review', audience: 'member', role: 'tutor', order: 40 })
  },
})

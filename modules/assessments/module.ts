import { defineModule } from '#kernel/modules'
import { ASSESSMENTS_PAGE } from './admin_pages.js'

/* Assessments released to series and sessions, auto-scored, with results for hosts (issue 21 §4). */
export default defineModule({
  name: 'assessments',
  routes: () => import('./routes.js'),
  // /admin/assessments comes before the console's catch-all /admin/*.
  routesFirst: true,
  register(hooks) {
    hooks.adminPage(ASSESSMENTS_PAGE)
    // An SAT practice test's PDFs are attached to it: uploads asks these resolvers who may download them.
    for (const file of ['test', 'answers'] as const) {
      hooks.subject(`assessment_sat_${file}`, {
        async resolve(id, viewer) {
          const { satSubject } = await import('./queries/sat.js')
          return satSubject(file).resolve(id, viewer)
        },
        async exists(id) {
          const { satSubject } = await import('./queries/sat.js')
          return satSubject(file).exists!(id)
        },
      })
    }
    hooks.personalData({
      key: 'assessments',
      label: 'Assessments',
      async collect(userId) {
        const { assessmentDataOf } = await import('./queries/personal_data.js')
        return assessmentDataOf(userId)
      },
    })
    hooks.nav({ menu: 'account', label: 'My assessments', href: '/assessments', audience: 'member', role: 'tutor', order: 18 })
    hooks.outlet('series.sections', async ({ seriesId, templateId, viewerId }) => {
      const { assessmentSection } = await import('./queries/sections.js')
      return assessmentSection('series', seriesId, seriesId, templateId, viewerId)
    })
    hooks.outlet('session.sections', async ({ sessionId, seriesId, viewerId }) => {
      const { assessmentSection } = await import('./queries/sections.js')
      return assessmentSection('session', sessionId, seriesId, null, viewerId)
    })
  },
})

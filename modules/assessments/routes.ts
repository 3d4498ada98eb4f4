import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AssessmentsController = () => import('./controllers/assessments_controller.js')
const ReleasesController = () => import('./controllers/releases_controller.js')
const AdminAssessmentsController = () => import('./controllers/admin_assessments_controller.js')

/*
 * Assessments (issue 21 §4): "My assessments" and the editor, an assessment at a series or session
 * (/assessments/:id/:kind/:targetId: take it, release it, its results), and the console page
 * /admin/assessments (spec 000 §2.6). All need an account; the policy decides the rest.
 */
const id = /^\d{1,12}$/
const kind = /^(series|session)$/

router
  .group(() => {
    router.get('/assessments', [AssessmentsController, 'index']).as('assessments.index')
    router.post('/assessments', [AssessmentsController, 'store']).as('assessments.store')
    router.get('/assessments/:id', [AssessmentsController, 'edit']).where('id', id).as('assessments.edit')
    router.put('/assessments/:id', [AssessmentsController, 'update']).where('id', id).as('assessments.update')
    router.post('/assessments/:id/publish', [AssessmentsController, 'publish']).where('id', id).as('assessments.publish')
    router.post('/assessments/:id/links', [AssessmentsController, 'link']).where('id', id).as('assessments.link')
    router.post('/assessments/:id/sat', [AssessmentsController, 'saveSat']).where('id', id).as('assessments.save_sat')
    router.post('/assessments/:id/sat/remove', [AssessmentsController, 'removeSat']).where('id', id).as('assessments.remove_sat')
    router.post('/assessments/:id/templates/:templateId/unlink', [AssessmentsController, 'unlinkTemplate']).where('id', id).where('templateId', id).as('assessments.unlink_template')
    router.get('/assessments/:id/:kind/:targetId', [ReleasesController, 'show']).where('id', id).where('kind', kind).where('targetId', id).as('assessments.take')
    router.post('/assessments/:id/:kind/:targetId', [ReleasesController, 'submit']).where('id', id).where('kind', kind).where('targetId', id).as('assessments.submit')
    router.post('/assessments/:id/:kind/:targetId/release', [ReleasesController, 'release']).where('id', id).where('kind', kind).where('targetId', id).as('assessments.release')
    router.post('/assessments/:id/:kind/:targetId/unlink', [ReleasesController, 'unlink']).where('id', id).where('kind', kind).where('targetId', id).as('assessments.unlink')
    router.post('/assessments/:id/:kind/:targetId/release-results', [ReleasesController, 'releaseResults']).where('id', id).where('kind', kind).where('targetId', id).as('assessments.release_results')
    router.get('/assessments/:id/:kind/:targetId/results', [ReleasesController, 'results']).where('id', id).where('kind', kind).where('targetId', id).as('assessments.results')
    router.get('/admin/assessments', [AdminAssessmentsController, 'index']).as('assessments.admin')
    router.post('/admin/assessments/:id/templates', [AdminAssessmentsController, 'linkTemplate']).where('id', id).as('assessments.admin_link_template')
    router.post('/admin/assessments/:id/archive', [AdminAssessmentsController, 'archive']).where('id', id).as('assessments.admin_archive')
  })
  .use(middleware.access({ requires: 'member' }))

import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SeriesController = () => import('./controllers/series_controller.js')
const HostFromTemplateController = () => import('./controllers/host_from_template_controller.js')
const TeachingController = () => import('./controllers/teaching_controller.js')
const QuestionnaireController = () => import('./controllers/questionnaire_controller.js')

/*
 * Series (spec 000 §2.2 "/series/{id}/{path?}", "/w/{worldSlug}/schedule/{path} (path
 * series-template is used to host a workshop or publish a bootcamp)").
 * Viewing needs no account; who may do what is SeriesPolicy / SeriesTemplatePolicy, asked by the
 * controllers. Writes and the host page need an account in good standing (`member`).
 */
const id = /^\d+$/

router.get('/series/:id', [SeriesController, 'show']).where('id', id)
// Before /series/:id/:path. Visitors get the sign-in answer from TeachingPolicy (issue 21 §2).
router.get('/series/:id/lesson-plan', [TeachingController, 'lessonPlan']).where('id', id)
// Before /series/:id/:path: the hosts' questionnaire editor (issue 21 §3), an account in good standing.
router
  .get('/series/:id/questionnaire', [QuestionnaireController, 'editSeries'])
  .where('id', id)
  .as('series.questionnaire.edit')
  .use(middleware.access({ requires: 'member' }))
router.get('/series/:id/:path', [SeriesController, 'subpage']).where('id', id).where('path', /^[a-z-]+$/)

router
  .group(() => {
    router.post('/series/:id/register', [SeriesController, 'register']).where('id', id)
    router.post('/series/:id/withdraw', [SeriesController, 'withdraw']).where('id', id)
    router
      .put('/series/:id/registrations/:registrationId/answers', [SeriesController, 'updateAnswers'])
      .where('id', id)
      .where('registrationId', id)
    router.post('/series/:id/reservations', [SeriesController, 'reserve']).where('id', id)
    router
      .post('/series/:id/reservations/:reservationId/release', [SeriesController, 'release'])
      .where('id', id)
      .where('reservationId', id)
    router.put('/series/:id/lesson-plan', [TeachingController, 'updateGroupPlan']).where('id', id)
    router
      .put('/series/:id/lesson-plan/learners/:registrationId', [TeachingController, 'updateLearnerPlan'])
      .where('id', id)
      .where('registrationId', id)
    router.get('/series/:id/sessions/:sessionId/prep', [TeachingController, 'prep']).where('id', id).where('sessionId', id)
    router.post('/series/:id/sessions/:sessionId/prep', [TeachingController, 'completePrep']).where('id', id).where('sessionId', id)
    router.put('/series/:id/questionnaire', [QuestionnaireController, 'updateSeries']).where('id', id).as('series.questionnaire.update')
    // Template questionnaires: staff of the Templates admin (SeriesTemplatePolicy.editQuestionnaire).
    router.get('/series-templates/:id/questionnaire', [QuestionnaireController, 'editTemplate']).where('id', id).as('series.template_questionnaire.edit')
    router.put('/series-templates/:id/questionnaire', [QuestionnaireController, 'updateTemplate']).where('id', id).as('series.template_questionnaire.update')
    router
      .get('/series-templates/:id/sessions/:sessionTemplateId/questionnaire', [QuestionnaireController, 'editTemplate'])
      .where('id', id)
      .where('sessionTemplateId', id)
      .as('series.session_template_questionnaire.edit')
    router
      .put('/series-templates/:id/sessions/:sessionTemplateId/questionnaire', [QuestionnaireController, 'updateTemplate'])
      .where('id', id)
      .where('sessionTemplateId', id)
      .as('series.session_template_questionnaire.update')
    router.get('/w/:worldSlug/schedule/series-template', [HostFromTemplateController, 'show'])
    router.post('/w/:worldSlug/schedule/series-template', [HostFromTemplateController, 'store'])
  })
  .use(middleware.access({ requires: 'member' }))

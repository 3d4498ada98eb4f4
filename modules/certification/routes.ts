import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CertifyController = () => import('./controllers/certify_controller.js')
const ReviewsController = () => import('./controllers/reviews_controller.js')
const TranscriptsController = () => import('./controllers/transcripts_controller.js')
const AdminCertificationsController = () => import('./controllers/admin_certifications_controller.js')
const QuizController = () => import('./controllers/quiz_controller.js')
const TutorTopicsController = () => import('./controllers/tutor_topics_controller.js')

/*
 * Certification (issue 12 §1; spec 000 §2.2 /certification/{x?}, /topic/{id}/certify[/manual],
 * /certification/review/{id}, /tutor/{type}/{slug}/{subpage?}) and the tutor quiz. The redirects /certification → /certification/about and
 * /topic/review/{id} → /certification/review/{id} are site's (spec 000 §2.1).
 */
const id = /^\d{1,12}$/
const uuid = /^[0-9a-f-]{36}$/

router.get('/certification/about', [CertifyController, 'about']).as('certification.about')
router.get('/certification/transcript/:uuid', [TranscriptsController, 'show']).where('uuid', uuid).as('certification.transcript')

router
  .group(() => {
    router.get('/certification/start', [CertifyController, 'start']).as('certification.start')
    router.get('/certification/quiz', [QuizController, 'show']).as('certification.quiz')
    router.post('/certification/quiz', [QuizController, 'store']).as('certification.quiz_store')
    // spec 000 §2.2 /tutor/{type}/{slug}/{subpage?}: type course or world, the only subpage certify.
    // Two routes, not one with an optional :subpage: the router's optional-parameter route under
    // /tutor stopped the static /tutor (the tutor dashboard) from matching.
    router
      .get('/tutor/:type/:slug', [TutorTopicsController, 'show'])
      .where('type', /^(course|world)$/)
      .where('slug', /^[A-Za-z0-9_-]{1,80}$/)
      .as('certification.tutor_topics')
    router
      .get('/tutor/:type/:slug/:subpage', [TutorTopicsController, 'show'])
      .where('type', /^(course|world)$/)
      .where('slug', /^[A-Za-z0-9_-]{1,80}$/)
      .where('subpage', /^certify$/)
      .as('certification.tutor_topics_subpage')
    router.get('/topic/:id/certify', [CertifyController, 'show']).where('id', id).as('certification.certify')
    router.get('/topic/:id/certify/manual', [CertifyController, 'manual']).where('id', id).as('certification.certify_manual')
    router.post('/topic/:id/certify', [CertifyController, 'store']).where('id', id).as('certification.store')
    router.get('/certification/review', [ReviewsController, 'next']).as('certification.review_next')
    router.get('/certification/review/:id', [ReviewsController, 'show']).where('id', id).as('certification.review')
    router.post('/certification/review/:id', [ReviewsController, 'store']).where('id', id).as('certification.review_store')
    router.get('/certification/mine', [TranscriptsController, 'mine']).as('certification.mine')
    router.post('/certification/transcript/sharing', [TranscriptsController, 'sharing']).as('certification.sharing')
    router.get('/admin/certifications', [AdminCertificationsController, 'index']).as('certification.admin')
    router.post('/admin/certifications/honorary', [AdminCertificationsController, 'honorary']).as('certification.admin_honorary')
    router.post('/admin/certifications/:id/approve-recording', [AdminCertificationsController, 'approveRecording']).where('id', id).as('certification.admin_approve_recording')
    router.post('/admin/certifications/:id/reject-recording', [AdminCertificationsController, 'rejectRecording']).where('id', id).as('certification.admin_reject_recording')
    router.post('/admin/certifications/:id/decide', [AdminCertificationsController, 'decide']).where('id', id).as('certification.admin_decide')
    router.post('/admin/certifications/:id/revoke', [AdminCertificationsController, 'revoke']).where('id', id).as('certification.admin_revoke')
  })
  .use(middleware.access({ requires: 'member' }))

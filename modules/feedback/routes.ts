import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionFeedbackController = () => import('./controllers/session_feedback_controller.js')
const SeriesNpsController = () => import('./controllers/series_nps_controller.js')
const ReceivedFeedbackController = () => import('./controllers/received_feedback_controller.js')
const FeedbackAdminController = () => import('./controllers/feedback_admin_controller.js')
const StoriesController = () => import('./controllers/stories_controller.js')
const LearnerFeedbackController = () => import('./controllers/learner_feedback_controller.js')
const LearnerFeedbackAdminController = () => import('./controllers/learner_feedback_admin_controller.js')
const FeaturedLearnerFeedbackController = () => import('./controllers/featured_learner_feedback_controller.js')

/* The answers of prompts 6 and 5 (spec 000 §2.4; spec 002 §7): members only; each redirects back. */
const id = /^\d{1,12}$/

router
  .group(() => {
    router.post('/feedback/sessions/:sessionId', [SessionFeedbackController, 'store']).where('sessionId', id).as('feedback.sessions.store')
    router.post('/feedback/sessions/:sessionId/snooze', [SessionFeedbackController, 'snooze']).where('sessionId', id).as('feedback.sessions.snooze')
    router.get('/tutor/feedback', [ReceivedFeedbackController, 'index']).as('feedback.tutor.index')
    // A host's feedback on the learners of their session (spec 001 §3.4); FeedbackPolicy decides.
    router.get('/tutor/feedback/learners/:sessionId', [LearnerFeedbackController, 'show']).where('sessionId', id).as('feedback.learners.show')
    router.post('/tutor/feedback/learners/:sessionId', [LearnerFeedbackController, 'store']).where('sessionId', id).as('feedback.learners.store')
    router.post('/feedback/series/:seriesId', [SeriesNpsController, 'store']).where('seriesId', id).as('feedback.series.store')
    // The host feedback staff chose to show to the learner it is about (spec 001 §3.4 learner_feedback_featured).
    router.get('/feedback/from-tutors', [FeaturedLearnerFeedbackController, 'index']).as('feedback.from_tutors')
  })
  .use(middleware.access({ requires: 'member' }))

router.get('/stories', [StoriesController, 'index']).as('feedback.stories')

// The staff console; FeedbackAdminPolicy asks each page's roles (spec 000 §6.3).
router
  .group(() => {
    router.get('/feedbacks', [FeedbackAdminController, 'index']).as('index')
    router.post('/feedbacks/:id/stories', [FeedbackAdminController, 'feature']).where('id', id).as('feature')
    router.get('/learner-feedbacks', [LearnerFeedbackAdminController, 'index']).as('learner_feedbacks.index')
    router.post('/learner-feedbacks/:id/featured', [LearnerFeedbackAdminController, 'feature']).where('id', id).as('learner_feedbacks.feature')
    router.delete('/learner-feedbacks/:id/featured', [LearnerFeedbackAdminController, 'unfeature']).where('id', id).as('learner_feedbacks.unfeature')
  })
  .prefix('/admin')
  .as('feedback.admin')
  .use(middleware.access({ requires: 'member' }))

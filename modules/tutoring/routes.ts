import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ExploreController = () => import('./controllers/explore_controller.js')
const SessionsController = () => import('./controllers/sessions_controller.js')
const RegistrationsController = () => import('./controllers/registrations_controller.js')
const HostsController = () => import('./controllers/hosts_controller.js')
const ScheduleController = () => import('./controllers/schedule_controller.js')
const CalendarController = () => import('./controllers/calendar_controller.js')
const AttendanceController = () => import('./controllers/attendance_controller.js')
const QuestionnaireController = () => import('./controllers/questionnaire_controller.js')

const ID = /^\d{1,9}$/

/*
 * Sessions (issue "Kernel" §2; spec 000 §2.2). /explore/all and /r/t/{id} are redirects owned by
 * the site module (spec 000 §2.1); /explore/all keeps its query, so ?filter= lands on /explore.
 */
router.get('/explore', [ExploreController, 'index']).as('tutoring.explore')

router.get('/session/new', [SessionsController, 'create']).as('tutoring.sessions.create').use(middleware.access({ requires: 'member' }))
router.post('/session', [SessionsController, 'store']).as('tutoring.sessions.store').use(middleware.access({ requires: 'member' }))
router.get('/session/:id', [SessionsController, 'show']).as('tutoring.sessions.show').where('id', ID)

router
  .group(() => {
    router.get('/session/:id/edit', [SessionsController, 'edit']).as('tutoring.sessions.edit').where('id', ID)
    router.put('/session/:id', [SessionsController, 'update']).as('tutoring.sessions.update').where('id', ID)
    router.post('/session/:id/cancel', [SessionsController, 'cancel']).as('tutoring.sessions.cancel').where('id', ID)
    router.get('/session/:id/join', [SessionsController, 'join']).as('tutoring.sessions.join').where('id', ID)
    router.post('/session/:id/registration', [RegistrationsController, 'store']).as('tutoring.registrations.store').where('id', ID)
    router.delete('/session/:id/registration', [RegistrationsController, 'destroy']).as('tutoring.registrations.destroy').where('id', ID)
    router.get('/session/:id/questionnaire', [QuestionnaireController, 'edit']).as('tutoring.questionnaire.edit').where('id', ID)
    router.put('/session/:id/questionnaire', [QuestionnaireController, 'update']).as('tutoring.questionnaire.update').where('id', ID)
    router.put('/session/:id/registration/answers', [QuestionnaireController, 'updateAnswers']).as('tutoring.registrations.answers').where('id', ID)
    router.post('/session/:id/cohosts', [HostsController, 'request']).as('tutoring.hosts.request').where('id', ID)
    router.delete('/session/:id/cohosts/mine', [HostsController, 'withdraw']).as('tutoring.hosts.withdraw').where('id', ID)
    router.post('/session/:id/cohosts/:hostId/approve', [HostsController, 'approve']).as('tutoring.hosts.approve').where('id', ID).where('hostId', ID)
    router.delete('/session/:id/hosts/:hostId', [HostsController, 'remove']).as('tutoring.hosts.remove').where('id', ID).where('hostId', ID)
    router.post('/session/:id/attendance', [AttendanceController, 'confirm']).as('tutoring.attendance.confirm').where('id', ID)
    router
      .post('/session/:id/registrants/:userId/removal', [AttendanceController, 'remove'])
      .as('tutoring.registrants.remove')
      .where('id', ID)
      .where('userId', ID)
    router.get('/schedule', [ScheduleController, 'index']).as('tutoring.schedule')
    router.get('/settings/calendar', [CalendarController, 'show']).as('tutoring.calendar.show')
    router.post('/settings/calendar', [CalendarController, 'rotate']).as('tutoring.calendar.rotate')
    router.delete('/settings/calendar', [CalendarController, 'revoke']).as('tutoring.calendar.revoke')
  })
  .use(middleware.access({ requires: 'member' }))

/* The private calendar feed: no login, the token is the secret (revoked → 404). */
router.get('/calendar/:file', [CalendarController, 'feed']).as('tutoring.calendar.feed').where('file', /^[A-Za-z0-9_-]{20,100}\.ics$/)

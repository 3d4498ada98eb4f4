import router from '@adonisjs/core/services/router'
import { defineThrottle } from '#app/support/rate_limits'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { REPORTS_PER_HOUR, SAFETY_MESSAGES } from './shared/index.js'

const ReportsController = () => import('./controllers/reports_controller.js')
const ModerationController = () => import('./controllers/moderation_controller.js')
const ConcernsController = () => import('./controllers/concerns_controller.js')
const SafetyReportsController = () => import('./controllers/safety_reports_controller.js')
const AdminMessagesController = () => import('./controllers/admin_messages_controller.js')
const RemovedLearnerReviewsController = () => import('./controllers/removed_learner_reviews_controller.js')
const AppealsController = () => import('./controllers/appeals_controller.js')
const DetectedIssuesController = () => import('./controllers/detected_issues_controller.js')

/** REPORTS_PER_HOUR an hour per account and kind of report (429 with a sentence the form shows). */
const hourlyReports = (name: string) =>
  defineThrottle(name, (ctx) =>
    limiter
      .allowRequests(REPORTS_PER_HOUR)
      .every('1 hour')
      .usingKey(`${name}:${ctx.auth.user?.id ?? ctx.request.ip()}`)
      .limitExceeded((error) => error.setMessage(SAFETY_MESSAGES.rateLimited))
  )
const throttleReports = hourlyReports('content-reports')
const throttleConcerns = hourlyReports('safety-concerns')

const ID = /^\d{1,9}$/
const signedIn = middleware.access({ requires: 'signed_in' })

// Decision: any signed-in account that is not suspended may report (an unverified one too: a
// report of a threat must not wait for an e-mail link); the rate limit keeps it from being spam.
router.post('/reports/content', [ReportsController, 'store']).use([signedIn, throttleReports]).as('safety.reports.store')

// Share Safety Concern (spec 000 §2.2 /report?link=).
router.get('/report', [ConcernsController, 'show']).use(signedIn).as('safety.concern.show')
router.post('/report', [ConcernsController, 'store']).use([signedIn, throttleConcerns]).as('safety.concern.store')
router.get('/report/people', [ConcernsController, 'people']).use(signedIn).as('safety.concern.people')

// Answers to the blocking prompts 2 and 3 (spec 000 §2.4): the recipient / the host only (policies).
router.post('/admin-messages/:id/acknowledge', [AdminMessagesController, 'acknowledge']).where('id', ID).use(signedIn).as('safety.admin_messages.acknowledge')
router.post('/admin-messages/:id/dispute', [AdminMessagesController, 'dispute']).where('id', ID).use(signedIn).as('safety.admin_messages.dispute')
router.post('/removed-learner-reviews/:id', [RemovedLearnerReviewsController, 'store']).where('id', ID).use(signedIn).as('safety.removed_learners.review')
// Reached from the blocked screen, so no page-access middleware (it would answer that screen).
router.post('/sanctions/:id/appeal', [AppealsController, 'store']).where('id', ID).as('safety.sanctions.appeal')

// The staff console; each action's policy asks the page's roles (spec 000 §6.3).
router
  .group(() => {
    router.get('/moderation', [ModerationController, 'index']).as('moderation.index')
    router.post('/moderation/flags/:id/review', [ModerationController, 'review']).where('id', ID).as('moderation.review')
    router.get('/reports', [SafetyReportsController, 'index']).as('reports.index')
    router.get('/reports/:id', [SafetyReportsController, 'show']).where('id', ID).as('reports.show')
    router.post('/reports/:id/actions', [SafetyReportsController, 'addAction']).where('id', ID).as('reports.action')
    router.post('/reports/:id/triage', [SafetyReportsController, 'triage']).where('id', ID).as('reports.triage')
    router.post('/reports/:id/sanctions', [SafetyReportsController, 'sanction']).where('id', ID).as('reports.sanction')
    router.get('/admin-messages', [AdminMessagesController, 'index']).as('admin_messages.index')
    router.post('/admin-messages', [AdminMessagesController, 'store']).as('admin_messages.store')
    router.get('/detected-issues', [DetectedIssuesController, 'index']).as('detected_issues.index')
    router.post('/detected-issues/:id/void', [DetectedIssuesController, 'voidStrike']).where('id', ID).as('detected_issues.void')
    router.post('/detected-issues/disputes/:id', [DetectedIssuesController, 'decideDispute']).where('id', ID).as('detected_issues.dispute')
  })
  .prefix('/admin')
  .as('safety')
  .use(middleware.access({ requires: 'member' }))

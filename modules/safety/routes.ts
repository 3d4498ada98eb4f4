import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { REPORTS_PER_HOUR, SAFETY_MESSAGES } from './shared/index.js'

const ReportsController = () => import('./controllers/reports_controller.js')
const ModerationController = () => import('./controllers/moderation_controller.js')

/** Reports: REPORTS_PER_HOUR an hour per account (429 with a sentence the dialog shows). */
const throttleReports = limiter.define('content-reports', (ctx) =>
  limiter
    .allowRequests(REPORTS_PER_HOUR)
    .every('1 hour')
    .usingKey(`content-reports:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(SAFETY_MESSAGES.rateLimited))
)

// Decision: any signed-in account that is not suspended may report (an unverified one too: a
// report of a threat must not wait for an e-mail link); the rate limit keeps it from being spam.
router.post('/reports/content', [ReportsController, 'store']).use([middleware.access({ requires: 'signed_in' }), throttleReports]).as('safety.reports.store')

// The staff queue; ContentFlagPolicy.review (the Moderation page's roles) guards every action.
router
  .group(() => {
    router.get('/moderation', [ModerationController, 'index']).as('moderation.index')
    router.post('/moderation/flags/:id/review', [ModerationController, 'review']).where('id', /^\d{1,9}$/).as('moderation.review')
  })
  .prefix('/admin')
  .as('safety')
  .use(middleware.access({ requires: 'member' }))

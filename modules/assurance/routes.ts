import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AgeVerificationController = () => import('./controllers/age_verification_controller.js')
const AccountReviewController = () => import('./controllers/account_review_controller.js')
const AgeAssuranceReviewController = () => import('./controllers/age_assurance_review_controller.js')
const BackgroundChecksController = () => import('./controllers/background_checks_controller.js')

const ID = /^\d{1,9}$/

// A person verifying their age (members: onboarded, verified, not rejected or suspended).
router
  .group(() => {
    router.get('/verify-age', [AgeVerificationController, 'show']).as('age.show')
    router.post('/verify-age', [AgeVerificationController, 'store']).as('age.store')
    router.post('/verify-age/start', [AgeVerificationController, 'start']).as('age.start')
    router.get('/verify-age/callback', [AgeVerificationController, 'callback']).as('age.callback')
  })
  .as('assurance')
  .use(middleware.access({ requires: 'member' }))

// The staff pages; AssurancePolicy (the pages' roles, spec 000 §6.3) guards every action.
router
  .group(() => {
    router.get('/account-review', [AccountReviewController, 'index']).as('account_review.index')
    router.post('/account-review/:id', [AccountReviewController, 'decide']).where('id', ID).as('account_review.decide')
    router.get('/age-assurance', [AgeAssuranceReviewController, 'index']).as('age_review.index')
    router.post('/age-assurance/waive', [AgeAssuranceReviewController, 'waive']).as('age_review.waive')
    router.post('/age-assurance/:id', [AgeAssuranceReviewController, 'decide']).where('id', ID).as('age_review.decide')
    router.get('/background-checks', [BackgroundChecksController, 'index']).as('background_checks.index')
    router.post('/background-checks', [BackgroundChecksController, 'store']).as('background_checks.store')
  })
  .prefix('/admin')
  .as('assurance')
  .use(middleware.access({ requires: 'member' }))

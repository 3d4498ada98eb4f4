import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { defineThrottle } from '#app/support/rate_limits'

const ParentRequestsController = () => import('./controllers/parent_requests_controller.js')
const ParentConsentController = () => import('./controllers/parent_consent_controller.js')
const GuardianController = () => import('./controllers/guardian_controller.js')
const AssentController = () => import('./controllers/assent_controller.js')

/*
 * Consent (issue 16 §1; spec 000 §2.2 /request-parent-consent). A learner's pages need an account;
 * a parent's pages need none: the signed link in the path is the permission (policies/consent_policy).
 */
const throttleParentRequests = defineThrottle('consent-parent-request', (ctx) =>
  limiter
    .allowRequests(5)
    .every('1 hour')
    .usingKey(`consent-parent-request:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('You asked for consent several times this hour. Please wait and try again later.'))
)

const throttleGuardian = defineThrottle('consent-guardian', (ctx) =>
  limiter
    .allowRequests(10)
    .every('1 hour')
    .usingKey(`consent-guardian:${ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('Too many attempts. Please wait a while and try again.'))
)

const token = /^[A-Za-z0-9_-]{10,1500}\.[A-Za-z0-9_-]{20,100}$/

router.get('/parent-consent/:token', [ParentConsentController, 'show']).where('token', token).as('consent.parent.show')
router.post('/parent-consent/:token', [ParentConsentController, 'store']).where('token', token).use(throttleGuardian).as('consent.parent.store')
router.get('/guardian', [GuardianController, 'index']).as('consent.guardian.index')
router.post('/guardian', [GuardianController, 'sendLinks']).use(throttleGuardian).as('consent.guardian.send_links')
router.get('/guardian/:token', [GuardianController, 'show']).where('token', token).as('consent.guardian.show')
router.post('/guardian/:token/revoke', [GuardianController, 'revoke']).where('token', token).use(throttleGuardian).as('consent.guardian.revoke')

router
  .group(() => {
    router.get('/request-parent-consent', [ParentRequestsController, 'show']).as('consent.request.show')
    router.post('/request-parent-consent', [ParentRequestsController, 'store']).use(throttleParentRequests).as('consent.request.store')
    router.get('/consent/assent', [AssentController, 'show']).as('consent.assent.show')
    router.post('/consent/assent', [AssentController, 'store']).as('consent.assent.store')
  })
  .use(middleware.access({ requires: 'member' }))

import router from '@adonisjs/core/services/router'
import { defineThrottle } from '#app/support/rate_limits'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'

const AuthController = () => import('./controllers/auth_controller.js')
const OnboardingController = () => import('./controllers/onboarding_controller.js')
const SettingsController = () => import('./controllers/settings_controller.js')
const MyDataController = () => import('./controllers/my_data_controller.js')
const AnnouncementsController = () => import('./controllers/announcements_controller.js')
const BirthDateController = () => import('./controllers/birth_date_controller.js')

/** Sign-in, sign-up and password-reset attempts: 10 a minute per address (429 after). */
export const throttleAuth = defineThrottle('auth', (ctx) =>
  limiter
    .allowRequests(10)
    .every('1 minute')
    .usingKey(`auth:${ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('Too many attempts. Please wait a minute and try again.'))
)

/** A data export reads every module's tables for one person: 5 an hour is plenty. */
const throttleDataExport = defineThrottle('data-export', (ctx) =>
  limiter
    .allowRequests(5)
    .every('1 hour')
    .usingKey(`data-export:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('You downloaded your data several times this hour. Please try again later.'))
)

router
  .group(() => {
    router.get('/login', [AuthController, 'showLogin'])
    router.post('/login', [AuthController, 'login']).use(throttleAuth)
    router.get('/signup', [AuthController, 'showSignup'])
    router.post('/signup', [AuthController, 'signup']).use(throttleAuth)
    router.get('/forgot-password', [AuthController, 'showForgotPassword'])
    router.post('/forgot-password', [AuthController, 'forgotPassword']).use(throttleAuth)
    router.get('/reset-password', [AuthController, 'showResetPassword'])
    router.post('/reset-password', [AuthController, 'resetPassword']).use(throttleAuth)
  })
  .use(middleware.guest())

router.get('/verify-email', [AuthController, 'verifyEmail'])
router.get('/api/auth/login', [AuthController, 'apiLogin'])
router.post('/api/auth/logout', [AuthController, 'logout'])
router.get('/api/auth/logout', [AuthController, 'logout']).as('auth.logout.link')
router
  .post('/api/auth/verification-email', [AuthController, 'resendVerification'])
  .use([middleware.access({ requires: 'signed_in' }), throttleAuth])

router.get('/onboarding', [OnboardingController, 'show']).use(middleware.access({ requires: 'onboarding' }))
router.post('/onboarding', [OnboardingController, 'store']).use(middleware.access({ requires: 'onboarding' }))

router
  .group(() => {
    router.get('/settings', [SettingsController, 'show'])
    router.put('/settings', [SettingsController, 'update'])
    router.get('/settings/notifications', [SettingsController, 'showNotifications'])
    router.put('/settings/notifications', [SettingsController, 'updateNotifications'])
    router.get('/settings/data', [MyDataController, 'show']).as('identity.my_data.show')
    router.get('/settings/data/export', [MyDataController, 'export']).as('identity.my_data.export').use(throttleDataExport)
    router.post('/settings/data/delete', [MyDataController, 'destroy']).as('identity.my_data.destroy').use(throttleAuth)
  })
  .use(middleware.access({ requires: 'verified' }))

router.post('/api/me/timezone', [SettingsController, 'setTimezone']).use(middleware.access({ requires: 'signed_in' }))
router.post('/settings/birth-date', [BirthDateController, 'store']).as('identity.birth_date.store').use(middleware.access({ requires: 'member' }))
router.post('/announcements/:id/dismiss', [AnnouncementsController, 'dismiss']).use(middleware.access({ requires: 'signed_in' }))


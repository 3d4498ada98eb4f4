import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { adminPageAccess, staffConsoleAccess } from './middleware/admin_page.js'
import { ADMIN_PAGES } from './pages.js'

const AdminHomeController = () => import('./controllers/admin_home_controller.js')
const UsersController = () => import('./controllers/users_controller.js')
const SessionsController = () => import('./controllers/sessions_controller.js')
const TemplatesController = () => import('./controllers/templates_controller.js')
const SessionTemplatesController = () => import('./controllers/session_templates_controller.js')
const SettingsController = () => import('./controllers/settings_controller.js')
const ProgramIterationsController = () => import('./controllers/program_iterations_controller.js')
const FormReferenceController = () => import('./controllers/form_reference_controller.js')
const EmailSwapController = () => import('./controllers/email_swap_controller.js')
const EmailSwapLinksController = () => import('./controllers/email_swap_links_controller.js')

/*
 * The staff console, /admin/{path?} (spec 000 §2.2). Every route needs a member account, the
 * console (spec 000 §6.3 "The admin menu as a whole needs the basic admin role") and then the
 * page it belongs to (adminPageAccess): StaffConsolePolicy decides both, as it does for the menu.
 * Every route here has a row in tests/functional/authorization_matrix.spec.ts.
 */
router
  .group(() => {
    router.get('/', [AdminHomeController, 'show']).use(adminPageAccess(ADMIN_PAGES.home.key)).as('home')

    router
      .group(() => {
        router.get('/users', [UsersController, 'index']).as('users.index')
        router.get('/users/:id', [UsersController, 'show']).as('users.show')
        router.post('/users/:id/roles', [UsersController, 'assignRole']).as('users.roles.assign')
        router.delete('/users/:id/roles/:roleId', [UsersController, 'removeRole']).as('users.roles.remove')
        router.post('/users/:id/suspend', [UsersController, 'suspend']).as('users.suspend')
        router.post('/users/:id/unsuspend', [UsersController, 'unsuspend']).as('users.unsuspend')
      })
      .use(adminPageAccess(ADMIN_PAGES.users.key))

    router
      .group(() => {
        router.get('/sessions', [SessionsController, 'index']).as('sessions.index')
        router.get('/sessions/:id', [SessionsController, 'show']).as('sessions.show')
        router.delete('/sessions/:id', [SessionsController, 'destroy']).as('sessions.destroy')
        router.post('/sessions/:id/safety-check', [SessionsController, 'markSafetyChecked']).as('sessions.safety_check')
      })
      .use(adminPageAccess(ADMIN_PAGES.sessions.key))

    router
      .group(() => {
        router.get('/templates', [TemplatesController, 'index']).as('templates.index')
        router.get('/templates/create', [TemplatesController, 'create']).as('templates.create')
        router.post('/templates', [TemplatesController, 'store']).as('templates.store')
        router.get('/templates/:id/edit', [TemplatesController, 'edit']).as('templates.edit')
        router.put('/templates/:id', [TemplatesController, 'update']).as('templates.update')
        router.put('/templates/:id/activation', [TemplatesController, 'activation']).as('templates.activation')
        router.post('/templates/:id/sessions', [SessionTemplatesController, 'store']).as('templates.sessions.store')
        router.put('/templates/:id/sessions/:sessionTemplateId', [SessionTemplatesController, 'update']).as('templates.sessions.update')
      })
      .use(adminPageAccess(ADMIN_PAGES.templates.key))

    router
      .group(() => {
        router.get('/email-swap', [EmailSwapController, 'show']).as('email_swap.show')
        router.post('/email-swap', [EmailSwapController, 'store']).as('email_swap.store')
      })
      .use(adminPageAccess(ADMIN_PAGES.emailSwap.key))

    router
      .get('/program/iterations', [ProgramIterationsController, 'index'])
      .use(adminPageAccess(ADMIN_PAGES.programIterations.key))
      .as('program_iterations')

    router
      .group(() => {
        router.get('/forms', [FormReferenceController, 'show']).as('forms.show')
        router.post('/forms', [FormReferenceController, 'store']).as('forms.store')
      })
      .use(adminPageAccess(ADMIN_PAGES.formReference.key))

    router.get('/settings', [SettingsController, 'website']).use(adminPageAccess(ADMIN_PAGES.settingsWebsite.key)).as('settings.website')
    router.put('/settings', [SettingsController, 'updateWebsite']).use(adminPageAccess(ADMIN_PAGES.settingsWebsite.key)).as('settings.website.update')
    router
      .group(() => {
        router.get('/settings-marketing-sources', [SettingsController, 'marketingSources']).as('settings.marketing_sources')
        router.put('/settings-marketing-sources', [SettingsController, 'updateMarketingSources']).as('settings.marketing_sources.update')
      })
      .use(adminPageAccess(ADMIN_PAGES.settingsMarketingSources.key))
    router
      .group(() => {
        router.get('/settings-slack-links', [SettingsController, 'slackLinks']).as('settings.slack_links')
        router.put('/settings-slack-links', [SettingsController, 'updateSlackLinks']).as('settings.slack_links.update')
      })
      .use(adminPageAccess(ADMIN_PAGES.settingsSlackLinks.key))
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.access({ requires: 'member' }), staffConsoleAccess])

/*
 * Email Swap's two links, mailed to the new address (confirm) and the old one (cancel). Public:
 * the token is the proof, and every link that does not work answers the same "invalid or
 * expired" page (controllers/email_swap_links_controller.ts).
 */
router.get('/email-swap/confirm', [EmailSwapLinksController, 'showConfirm']).as('email_swap.confirm.show')
router.post('/email-swap/confirm', [EmailSwapLinksController, 'confirm']).as('email_swap.confirm')
router.get('/email-swap/cancel', [EmailSwapLinksController, 'showCancel']).as('email_swap.cancel.show')
router.post('/email-swap/cancel', [EmailSwapLinksController, 'cancel']).as('email_swap.cancel')

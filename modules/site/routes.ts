import router from '@adonisjs/core/services/router'

const HomeController = () => import('./controllers/home_controller.js')

router.get('/', [HomeController, 'show'])

/* spec 000 §2.1 profile-editing redirects. */
router.get('/me/edit', ({ response }) => response.redirect('/settings'))
router.get('/me/edit/avatar', ({ response }) => response.redirect('/settings'))
router.get('/me/edit/notifications', ({ response }) => response.redirect('/settings/notifications'))

/*
 * HTTP kernel: global middleware and named middleware.
 */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/request_log_middleware'),
  // Pages and JSON answers compressed for browsers that accept it (issue 19).
  () => import('#middleware/compress_response_middleware'),
  () => import('#middleware/static_files_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  // Session, user and Inertia run for every request so the not-found page has the app frame.
  // The library's session middleware, except that background reads leave flash messages for the page.
  () => import('#middleware/session_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  // issue 11 §3: ?ref=<code> kept in a cookie; recorded on the new account's first request.
  () => import('#modules/recognition/middleware/referral_cookie_middleware'),
  () => import('#modules/identity/middleware/initialize_bouncer_middleware'),
  () => import('#modules/identity/middleware/inertia_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  // Holds Shield's XSRF cookie back and skips it when the browser already has ours (issue 19).
  () => import('#middleware/xsrf_cookie_reuse_middleware'),
  () => import('#middleware/shield_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  access: () => import('#modules/identity/middleware/page_access_middleware'),
})

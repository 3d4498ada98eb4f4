import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { defineThrottle } from '#app/support/rate_limits'
import { middleware } from '#start/kernel'
import { COMMENT_MESSAGES, COMMENTS_PER_MINUTE } from './shared/index.js'

const CommentsController = () => import('./controllers/comments_controller.js')
const AdminCommentsController = () => import('./controllers/admin_comments_controller.js')

/** Posting is rate-limited per person, like messaging's sends. */
const throttleComments = defineThrottle('session-comments', (ctx) =>
  limiter
    .allowRequests(COMMENTS_PER_MINUTE)
    .every('1 minute')
    .usingKey(`session-comments:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(COMMENT_MESSAGES.tooMany))
)

const id = /^\d{1,12}$/

/*
 * Session comments (spec 001 §3.3): the session page's section reads them as JSON; the staff
 * console's Session comments page (spec 000 §6.3) lists them for moderators.
 */
router
  .group(() => {
    router.get('/session/:id/comments', [CommentsController, 'index']).where('id', id).as('session_comments.index')
    router.post('/session/:id/comments', [CommentsController, 'store']).where('id', id).use(throttleComments).as('session_comments.store')
    router.post('/session-comments/:id/hide', [CommentsController, 'hide']).where('id', id).as('session_comments.hide')
    router.post('/session-comments/:id/unhide', [CommentsController, 'unhide']).where('id', id).as('session_comments.unhide')
    router.get('/admin/comments/sessions', [AdminCommentsController, 'index']).as('session_comments.admin')
  })
  .use(middleware.access({ requires: 'member' }))

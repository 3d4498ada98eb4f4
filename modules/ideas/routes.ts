import router from '@adonisjs/core/services/router'
import { defineThrottle } from '#app/support/rate_limits'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { IDEA_MESSAGES } from './shared/statuses.js'

const IdeasController = () => import('./controllers/ideas_controller.js')

/** Posting ideas: 5 an hour per person is plenty for real ideas (429 after). */
const throttleIdeas = defineThrottle('ideas', (ctx) =>
  limiter
    .allowRequests(5)
    .every('1 hour')
    .usingKey(`ideas:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(IDEA_MESSAGES.tooMany))
)

/* Feedback & Ideas (spec 000 §2.2 /feedback): everyone reads; members post, vote; staff set statuses. */
router.get('/feedback', [IdeasController, 'index']).as('ideas.index')
router
  .group(() => {
    router.post('/feedback', [IdeasController, 'store']).use(throttleIdeas).as('ideas.store')
    router.post('/feedback/:id/vote', [IdeasController, 'vote']).where('id', /^\d+$/).as('ideas.vote')
    router.put('/feedback/:id/status', [IdeasController, 'setStatus']).where('id', /^\d+$/).as('ideas.status')
  })
  .use(middleware.access({ requires: 'member' }))

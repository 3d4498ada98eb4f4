import router from '@adonisjs/core/services/router'
import { defineThrottle } from '#app/support/rate_limits'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'

const MentionsController = () => import('./controllers/mentions_controller.js')
const EmojiController = () => import('./controllers/emoji_controller.js')
const RichTextCheckController = () => import('./controllers/rich_text_check_controller.js')

/** Mention suggestions: 60 searches a minute per person (one per keystroke pause is far fewer). */
const throttleMentions = defineThrottle('mentions', (ctx) =>
  limiter
    .allowRequests(60)
    .every('1 minute')
    .usingKey(`mentions:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('Too many searches. Please wait a minute and try again.'))
)

router
  .get('/rich-text/mentions', [MentionsController, 'index'])
  .use([middleware.access({ requires: 'signed_in' }), throttleMentions])
  .as('rich_text.mentions')
router.get('/rich-text/emoji/:version', [EmojiController, 'show']).where('version', /^[0-9a-z-]+\.json$/).as('rich_text.emoji')

router
  .group(() => {
    router.get('/rich-text/check', [RichTextCheckController, 'show']).as('rich_text.check')
    router.post('/rich-text/check', [RichTextCheckController, 'store']).as('rich_text.check.store')
  })
  .use(middleware.access({ requires: { role: 'admin:basic' } }))

import router from '@adonisjs/core/services/router'
import { defineThrottle } from '#app/support/rate_limits'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'

const TranscriptionTokensController = () => import('./controllers/transcription_tokens_controller.js')

/** Each dictation start asks for a token: 20 a minute per person is plenty (429 after). */
const throttleTokens = defineThrottle('transcription-token', (ctx) =>
  limiter
    .allowRequests(20)
    .every('1 minute')
    .usingKey(`transcription-token:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage('Too many requests. Please wait a minute and try again.'))
)

router
  .post('/api/media/transcription-token', [TranscriptionTokensController, 'store'])
  .as('media.transcription_token')
  .use([middleware.access({ requires: 'signed_in' }), throttleTokens])

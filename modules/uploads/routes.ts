import router from '@adonisjs/core/services/router'
import { defineThrottle } from '#app/support/rate_limits'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { UPLOAD_MESSAGES, UPLOAD_REQUESTS_PER_MINUTE } from './shared/index.js'

const UploadsController = () => import('./controllers/uploads_controller.js')
const DownloadsController = () => import('./controllers/downloads_controller.js')

/** Upload requests: UPLOAD_REQUESTS_PER_MINUTE a minute per account (429 after). */
const throttleUploads = defineThrottle('uploads', (ctx) =>
  limiter
    .allowRequests(UPLOAD_REQUESTS_PER_MINUTE)
    .every('1 minute')
    .usingKey(`uploads:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(UPLOAD_MESSAGES.rateLimited))
)

/* Uploads (spec 002 §7 "Request user upload", "Upload file", "Complete", "post-processing"). */
router
  .group(() => {
    router.post('/uploads', [UploadsController, 'store']).as('uploads.request').use(throttleUploads)
    router.put('/uploads/:id/bytes', [UploadsController, 'put']).as('uploads.put')
    router.post('/uploads/:id/complete', [UploadsController, 'complete']).as('uploads.complete')
    router.post('/uploads/:id/process', [UploadsController, 'process']).as('uploads.process')
  })
  .where('id', /^\d+$/)
  .use(middleware.access({ requires: 'verified' }))

// Downloads: visitors too (an upload attached to public content); the policy decides, else 404.
router.get('/uploads/:id/:name', [DownloadsController, 'show']).where('id', /^\d+$/).as('uploads.download')

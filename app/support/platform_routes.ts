import router from '@adonisjs/core/services/router'
import { buildVersion } from './build_version.js'
import { registerLiveRoutes } from './live.js'

/* spec 002 §7: the build version, polled by the client every 30 s. Never cached. */
router.get('/api/version.json', ({ response }) => {
  response.header('cache-control', 'no-store')
  return buildVersion()
})

/* Live updates (Server-Sent Events): app/support/live.ts. */
registerLiveRoutes()

import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { browserClient } from '@japa/browser-client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { chromium } from 'playwright'
import { accessibilityGate } from '#tests/helpers/accessibility'
import { resilientBrowser } from '#tests/helpers/resilient_browser'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // issue 9: the video input records from Chromium's fake camera and microphone, permission granted.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  // The tests browse http://0.0.0.0:PORT, which is not a secure context: no camera there otherwise.
  `--unsafely-treat-insecure-origin-as-secure=http://${process.env.HOST ?? '0.0.0.0'}:${process.env.PORT ?? 3333}`,
]

export const plugins: Config['plugins'] = [
  assert(),
  pluginAdonisJS(app),
  apiClient(),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    launcher: (options) =>
      resilientBrowser((launchOptions) => chromium.launch({ ...launchOptions, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS }), options),
  }),
  sessionBrowserClient(app),
  authBrowserClient(app),
  // issue 8 §6: axe-core checks every page the browser tests visit (serious/critical violations fail).
  accessibilityGate(),
]

/* With REDIS_URL set, jobs go through BullMQ: a worker runs inside the test process. */
let worker: { close(): Promise<void> } | null = null

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      const jobs = await import('#app/support/jobs/jobs')
      if (jobs.usesRedis()) worker = await jobs.startWorker(4)
    },
  ],
  teardown: [
    async () => {
      await worker?.close()
      const jobs = await import('#app/support/jobs/jobs')
      await jobs.closeQueue()
    },
  ],
}

/* Each suite starts from a freshly migrated database; functional and browser suites serve HTTP. */
export const configureSuite: Config['configureSuite'] = (suite) => {
  suite.setup(() => testUtils.db().migrate())
  // Ids start again in a fresh database: per-person answers remembered for the frame must go too.
  suite.setup(async () => {
    const { forgetAllViewerMemos } = await import('#app/support/viewer_memo')
    forgetAllViewerMemos()
  })
  if (['browser', 'functional'].includes(suite.name)) {
    suite.setup(() => testUtils.httpServer().start())
  }
}
